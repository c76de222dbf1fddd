/**
 * A Svelte action for a short label in a narrow box (a family's name on Nothing Personal's strip of
 * families): the words wrap between words only, never inside one ("Grandm" / "a Rosa" on a phone), and
 * when a word is still wider than the box, or the words take more lines than the box shows, the label is
 * drawn a size smaller, down to `least` of its own size, until they fit.
 *
 * It measures only when the box's width or the text changes (a ResizeObserver on the parent), never at
 * every update of the table.
 */
export function fitWords(
  node: HTMLElement,
  text: string,
  least = 0.6,
): { update: (t: string) => void; destroy: () => void } {
  let lastWidth = -1;
  let lastText = text;
  const overflows = (): boolean =>
    node.scrollWidth > node.clientWidth + 0.5 || node.scrollHeight > node.clientHeight + 0.5;
  const fit = (): void => {
    node.style.fontSize = '';
    if (!overflows()) return;
    const own = parseFloat(getComputedStyle(node).fontSize);
    for (let size = own - 0.5; size >= own * least; size -= 0.5) {
      node.style.fontSize = `${size}px`;
      if (!overflows()) return;
    }
  };
  const parent = node.parentElement ?? node;
  const watch = new ResizeObserver(() => {
    const width = parent.clientWidth;
    if (width === lastWidth) return;
    lastWidth = width;
    fit();
  });
  watch.observe(parent);
  return {
    update: (t) => {
      if (t === lastText) return;
      lastText = t;
      fit();
    },
    destroy: () => watch.disconnect(),
  };
}
