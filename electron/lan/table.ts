/**
 * Who holds which seat of a LAN table. Each seat a person holds has a secret token (32 random
 * bytes) given only to its holder; the table keeps only each token's SHA-256, so the saved table
 * file lets everyone rejoin after the host restarts without holding the secrets themselves.
 * A join code (short, easy to read aloud) lets a guest in as a spectator; a seat is theirs only
 * when the host grants it, or when they take a seat the host opened.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { StoredBotLevel } from '../../core/bots/levels';
import { plainName, type GuestDevice, type PublicSeat, type SeatSpec } from '../../core/protocol';

export type { PublicSeat };

/** Letters and digits that cannot be mistaken for one another when read aloud or typed on a phone. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;

export type SeatState = 'here' | 'away';

export interface HeldSeat {
  readonly seat: number;
  readonly name: string;
  state: SeatState;
  /** When the holder's last connection dropped (ms since epoch); null while here. */
  awaySince: number | null;
  readonly tokenHash: string;
  /** The kind of device its holder last connected from (unknown after a restart until they are back). */
  device: GuestDevice | null;
  /** A computer player at this level plays the seat while its holder is away. */
  standIn: StoredBotLevel | null;
}

/** The kind of device a browser says it is, from its User-Agent (the app and other clients count as computers). */
export function deviceOf(userAgent: string | undefined): GuestDevice {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(ua)) return 'phone';
  return 'computer';
}

export interface SavedTable {
  readonly code: string;
  readonly matchId: string | null;
  readonly open: number[];
  readonly seats: { seat: number; name: string; tokenHash: string }[];
}

export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A code as typed: spaces and dashes dropped, lower case accepted. */
export function normaliseCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The game's name for a seat, when its holder goes by another one (not just in other letter case or spacing). */
function otherName(seatName: string | undefined, holder: string): seatName is string {
  return seatName !== undefined && plainName(seatName) !== '' && plainName(seatName) !== plainName(holder);
}

export class LanTable {
  private readonly held = new Map<number, HeldSeat>();
  private readonly opened = new Set<number>();

  constructor(
    public matchId: string | null = null,
    public code: string = newJoinCode(),
  ) {}

  static restore(saved: SavedTable): LanTable {
    const t = new LanTable(saved.matchId, saved.code);
    for (const s of saved.seats)
      t.held.set(s.seat, {
        seat: s.seat,
        name: s.name,
        state: 'away',
        awaySince: null,
        tokenHash: s.tokenHash,
        device: null,
        standIn: null,
      });
    for (const seat of saved.open) if (!t.held.has(seat)) t.opened.add(seat);
    return t;
  }

  save(): SavedTable {
    return {
      code: this.code,
      matchId: this.matchId,
      open: [...this.opened],
      seats: [...this.held.values()].map((s) => ({ seat: s.seat, name: s.name, tokenHash: s.tokenHash })),
    };
  }

  /** True when a typed code is this table's (compared in constant time). */
  codeMatches(typed: string): boolean {
    return sameText(normaliseCode(typed), this.code);
  }

  /** Seats a new table: every grant and opening is forgotten and a new code is made. */
  reset(matchId: string | null): void {
    this.matchId = matchId;
    this.held.clear();
    this.opened.clear();
    this.code = newJoinCode();
  }

  /** Gives a seat to a person and returns the seat's token: the only time it exists in the clear. */
  grant(seat: number, name: string): string {
    const token = randomBytes(32).toString('base64url');
    this.held.set(seat, {
      seat,
      name,
      state: 'away',
      awaySince: null,
      tokenHash: hashToken(token),
      device: null,
      standIn: null,
    });
    this.opened.delete(seat);
    return token;
  }

  /** Takes a seat back: its token stops working at once. */
  revoke(seat: number): void {
    this.held.delete(seat);
  }

  /** Lets the first guest who asks take this seat without the host granting it by hand. */
  open(seat: number): void {
    if (!this.held.has(seat)) this.opened.add(seat);
  }

  close(seat: number): void {
    this.opened.delete(seat);
  }

  isOpen(seat: number): boolean {
    return this.opened.has(seat);
  }

  /** The seat a token holds, or null. Looked up by the token's hash, compared in constant time. */
  seatOf(token: string): number | null {
    if (token.length === 0 || token.length > 200) return null;
    const hash = hashToken(token);
    for (const s of this.held.values()) if (sameText(s.tokenHash, hash)) return s.seat;
    return null;
  }

  seat(seat: number): HeldSeat | undefined {
    return this.held.get(seat);
  }

  heldSeats(): HeldSeat[] {
    return [...this.held.values()].sort((a, b) => a.seat - b.seat);
  }

  /**
   * The seats as every client may see them: who holds each, who is away, which are open, and the game's
   * own name for each seat no guest holds (a computer player's with its level). Nothing else of a seat.
   */
  publicSeats(specs: readonly SeatSpec[]): PublicSeat[] {
    return specs.map((spec, seat): PublicSeat => {
      const h = this.held.get(seat);
      if (h)
        return {
          seat,
          status: 'held',
          name: h.name,
          ...(otherName(spec.name, h.name) ? { seatName: spec.name } : {}),
          away: h.state === 'away',
          ...(h.device ? { device: h.device } : {}),
          ...(h.standIn ? { standIn: h.standIn } : {}),
        };
      if (spec.kind === 'bot') return { seat, status: 'host', name: spec.name, computer: spec.level };
      return { seat, status: this.opened.has(seat) ? 'open' : 'host', name: spec.name };
    });
  }
}
