/**
 * The pause between control and payouts in The Crew (NP-7.6.2, NP-16.9; from rules edition 3 also
 * NP-6.10.1 and NP-7.3.1), and where the payouts go on from after one of Dombino's stat dice.
 */
import { content } from '../content';
import { edition, isCopyOf, type NpState } from '../state';
import { CAPO } from '../types';
import type { Ctx } from './model';
import { log } from '../../../engine/rules';

/** Cards that may be played in the pause before payouts (NP-7.6.2, NP-16.9). */
export const PAYOUT_CARDS = ['snitch', 'suspect-silenced'];

/**
 * Edition 3: the cards that open the pause — besides those, every card that places markers during The
 * Crew (NP-6.10.1, "may result in a change of control") or at any time (NP-7.3.1, "to gain control").
 */
function pauseCards(s: NpState): readonly string[] {
  if (edition(s) < 3) return PAYOUT_CARDS;
  // Worked out once: the content never changes, and the pause is looked at every round of every game.
  if (!pauseCardIds) {
    const crew = content()
      .influence.filter((c) => c.timing !== 'commission' && c.icons.length > 0)
      .map((c) => c.id);
    pauseCardIds = [...PAYOUT_CARDS, ...crew];
  }
  return pauseCardIds;
}
let pauseCardIds: readonly string[] | null = null;

/**
 * Opens, once a round, the pause between control and payouts when anybody holds a card for it. Every
 * seat is asked, so the table learns only that somebody might hold one.
 */
export function openPayoutWindow(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.used.includes('payout-window')) return false;
  s.used.push('payout-window');
  if (!anyHolds(s, pauseCards(s))) return false;
  s.interrupts.push({ kind: 'payout', declined: [] });
  if (!ctx.quiet) log(ctx, 'window', 'Control is settled; payouts are next.', 'NP-7.6.2');
  return true;
}

/** Whether any hand holds a copy of one of `designs`. */
function anyHolds(s: NpState, designs: readonly string[]): boolean {
  for (const hand of s.hands) for (const c of hand) for (const d of designs) if (isCopyOf(c, d)) return true;
  return false;
}

/** Where the payouts go on from: the Capo, or (edition 3) below the last place paid before a stat die. */
const PAID_TO = 'paid-to:';
export function payoutsFrom(s: NpState): number {
  let from = CAPO;
  for (const u of s.used) if (u.startsWith(PAID_TO)) from = Math.min(from, Number(u.slice(PAID_TO.length)) - 1);
  return from;
}

/** Edition 3: the places from the Capo down to `pos` are paid; the control walk runs again first. */
export function markPaidTo(s: NpState, pos: number): void {
  s.used.push(`${PAID_TO}${pos}`);
}

/**
 * Edition 4: the gangsters the payouts have reached this round, and where (NP-7.5.1 pays each
 * gangster once). A gangster moved down while a stat die held the payouts up (Leo Seyfarth's move,
 * NP-18.11) is not reckoned a second time in his new place.
 */
const REACHED = 'reached:';
export function reachedAt(s: NpState, gid: string): number | null {
  const key = reachedKey(gid);
  const at = key.length - 1;
  // The '@' where the key ends tells most other entries apart before a comparison of the whole key.
  for (const u of s.used) if (u.charCodeAt(at) === 64 && u.startsWith(key)) return Number(u.slice(key.length));
  return null;
}

/** `reached:<gangster>@` by id, written once: every payout asks, and a new string per ask cost its time. */
const reachedKeys = new Map<string, string>();
function reachedKey(gid: string): string {
  let key = reachedKeys.get(gid);
  if (key === undefined) {
    key = `${REACHED}${gid}@`;
    reachedKeys.set(gid, key);
  }
  return key;
}

/** Edition 4: records that the payouts reached `gid` in `pos`. */
export function markReached(s: NpState, gid: string, pos: number): void {
  if (reachedAt(s, gid) === null) pushReached(s, gid, pos);
}

/** `markReached` for a gangster the caller knows the payouts have not reached yet. */
export function pushReached(s: NpState, gid: string, pos: number): void {
  s.used.push(`${REACHED}${gid}@${pos}`);
}
