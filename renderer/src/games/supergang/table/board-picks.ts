/**
 * What the SuperGang board reads off the view for the piece picked: the view itself, where the picked piece
 * starts its move, and which piece a click on the centre picks next. It decides no rule: the legal list does.
 */
import type { SuperGangState } from '@core/games/supergang/state';
import { CENTRE } from '../moves';

/** The view as SuperGang's state, or null when the host sent something else. */
export function asState(v: unknown): SuperGangState | null {
  if (v === null || typeof v !== 'object') return null;
  const x = v as Partial<SuperGangState>;
  return Array.isArray(x.gangs) && Array.isArray(x.characters) && typeof x.turn === 'object'
    ? (v as SuperGangState)
    : null;
}

/**
 * Where the picked piece (a character's id, or "cops:N" for a cop group) starts its move: its shop or square,
 * or the centre for a character off the streets (jail, clinic) or a cop group not yet on the board.
 */
export function startOf(s: SuperGangState, piece: string): string {
  const cop = /^cops:(\d)$/.exec(piece);
  const pos = cop ? s.cops[Number(cop[1])]?.pos : s.characters.find((c) => c.id === piece)?.pos;
  const ch = cop ? null : s.characters.find((c) => c.id === piece);
  if (ch && ch.place !== 'board') return CENTRE;
  return pos ? (pos.kind === 'shop' ? pos.shop : pos.square) : CENTRE;
}

/**
 * The centre holds pieces waiting to set out: a click there picks the next of them after the one picked
 * (`movers`: the pieces this seat may move), or null when none waits there.
 */
export function nextAtCentre(s: SuperGangState, movers: readonly string[], picked: string | null): string | null {
  const here = movers.filter((m) => {
    const c = s.characters.find((x) => x.id === m);
    return c ? c.place !== 'board' : /^cops:/.test(m) && s.cops[Number(m.slice(5))]?.pos === null;
  });
  return here.length ? (here[(here.indexOf(picked ?? '') + 1) % here.length] ?? null) : null;
}
