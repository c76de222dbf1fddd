/**
 * A guest at a network table: how the page knows it is one (the table marks the pages it serves),
 * where the table's socket is, and the seat pass kept in this browser so a reload or a dropped
 * connection comes back to the same seat. Storage is per table address (the browser keeps it per
 * origin), and only the pass the table gave this browser is ever kept.
 */
import '../lib/zod-setup';
import { z } from 'zod';
import { tableAddress } from '@core/protocol';

export { isGuestPage } from './page';

const passSchema = z.object({
  token: z.string().min(1).max(200),
  seat: z.number().int().min(0).max(15),
  name: z.string().max(40),
});
export type SeatPass = z.infer<typeof passSchema>;

const PASS_KEY = 'mob-night-seat-pass';
const NAME_KEY = 'mob-night-guest-name';

export interface GuestStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function readPass(storage: GuestStorage): SeatPass | null {
  try {
    const r = passSchema.safeParse(JSON.parse(storage.getItem(PASS_KEY) ?? 'null'));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

export function keepPass(storage: GuestStorage, pass: SeatPass): void {
  storage.setItem(PASS_KEY, JSON.stringify(pass));
}

export function forgetPass(storage: GuestStorage): void {
  storage.removeItem(PASS_KEY);
}

export function readName(storage: GuestStorage): string {
  return storage.getItem(NAME_KEY) ?? '';
}

export function keepName(storage: GuestStorage, name: string): void {
  storage.setItem(NAME_KEY, name);
}

/** The join code a QR code or link brought (`?join=CODE`), tidied as the table reads codes. */
export function codeFromUrl(search: string): string {
  return tidyCode(new URLSearchParams(search).get('join') ?? '');
}

export function tidyCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase().slice(0, 12);
}

/** The table's socket on the host that served this page: with the seat pass, or the join code. */
export function tableUrl(where: { protocol: string; host: string }, by: { token: string } | { code: string }): string {
  const scheme = where.protocol === 'https:' ? 'wss' : 'ws';
  const query = 'token' in by ? `token=${encodeURIComponent(by.token)}` : `code=${encodeURIComponent(by.code)}`;
  return `${scheme}://${where.host}/lan?${query}`;
}

/**
 * The guest page of another table, from its address as typed or found nearby ("192.168.1.20:47800")
 * and its join code; or what is wrong with them, in words.
 */
export function guestPageLink(address: string, code: string): { url: string } | { problem: string } {
  const where = tableAddress(address);
  if (!where)
    return { problem: 'Type the table’s address as its host’s screen shows it, with the port: 192.168.1.20:47800.' };
  const tidy = tidyCode(code);
  if (tidy.length < 4) return { problem: 'Type the join code shown on the host’s screen.' };
  return { url: `http://${where}/?join=${tidy}` };
}
