/** True on a page served by a network table (electron/lan/pages.ts adds the mark). No imports: the
 * first script a page runs asks it (lib/early-socket.ts). */
export function isGuestPage(doc: Pick<Document, 'querySelector'> = document): boolean {
  return doc.querySelector('meta[name="mob-night-table"]')?.getAttribute('content') === 'lan';
}
