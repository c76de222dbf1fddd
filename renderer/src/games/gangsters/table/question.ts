/**
 * The Shootout question put to this seat (G-11.4, G-11.5, G-12.4), in words: what happened and what
 * is asked, and how a split of hits reads. Read from the view's Shootout; no rule is applied.
 */
import type { ShootoutState } from '@core/games/gangsters/rules/shootout-types';
import { PIECE_WORDS, unitName, type Namer } from './words';

const sideName = (side: number, n: Namer): string => (side === -1 ? 'the Cops' : n.seat(side));

/**
 * From edition 9 the prompt above the question names the piece and the place (a street by its name), so
 * the question says only what the prompt does not: whom a Hit may go on, and why one must be declared; what
 * a bust leaves alone (G-11.5). The question of who absorbs hits is then the prompt's alone. Games of
 * earlier editions, whose prompt may say "on the street" or nothing of the place, keep the place here.
 */
function besidePrompt(q: NonNullable<ShootoutState['questions'][number]>, n: Namer): string | null | undefined {
  switch (q.kind) {
    case 'hit': {
      const targets = q.targets.map((t) => sideName(t, n)).join(' or ');
      return q.must
        ? `Your ${PIECE_WORDS[q.piece] ?? q.piece} went into an opposing Joint, so a Hit must be declared: on ${targets}.`
        : `It may be on ${targets}, or you may declare none.`;
    }
    case 'bust':
      return 'The Cops attack only the one you choose; the other criminals there are left alone this turn.';
    case 'absorb':
      return null;
    case 'aim':
      return undefined;
  }
}

export function shootoutQuestion(sh: ShootoutState | null, me: number | null, n: Namer, edition = 0): string | null {
  const q = sh?.questions[0];
  if (!sh || !q || q.seat !== me) return null;
  const beside = edition >= 9 ? besidePrompt(q, n) : undefined;
  if (beside !== undefined) return beside;
  switch (q.kind) {
    case 'hit':
      return `Your ${PIECE_WORDS[q.piece] ?? q.piece} went into ${n.place(q.space)}: ${q.must ? 'you must' : 'you may'} declare a Hit on ${q.targets.map((t) => sideName(t, n)).join(' or ')}.`;
    case 'bust':
      return `Choose a criminal at ${n.place(q.space)} for the Cops to bust.`;
    case 'aim': {
      const u = sh.fights[q.fight]?.units.find((x) => x.id === q.unit);
      return `${u ? unitName(u.id, n) : 'Your shooter'} scored ${u?.hits ?? 0} ${u?.hits === 1 ? 'hit' : 'hits'}: split them between ${q.sides.map((s) => sideName(s, n)).join(' and ')}.`;
    }
    case 'absorb': {
      const f = sh.fights[q.fight];
      return `Your side takes hits at ${f ? n.place(f.space) : 'the Shootout'}: choose who absorbs them.`;
    }
  }
}

/** "2 on Yellow, 1 on the Cops" for an aim's split, by the sides the question lists. */
export function splitWords(sh: ShootoutState | null, split: readonly number[], n: Namer): string | null {
  const q = sh?.questions[0];
  if (!q || q.kind !== 'aim') return null;
  return split.map((k, i) => `${k} on ${sideName(q.sides[i] ?? -1, n)}`).join(', ');
}

/** What a rebuff question (G-9.5) needs of the seat's own view: the Cop that moved, and the Bribes held. */
interface RebuffView {
  readonly phase: string;
  readonly turn: { readonly copAction: { readonly cop: number } | null };
  readonly bribes: readonly { readonly holder: number }[];
}

/**
 * Every Gang holding a Bribe is asked after a Cop moves, so that nobody learns which Cop its marker buys
 * (G-9.5); the prompt says "reveal his Bribe to rebuff, or pass" to each of them. The host's legal list for
 * this seat says whether it can rebuff this Cop at all (the rule is the engine's), so the panel says so: a Gang
 * whose Bribes are for other Cops sees only "Pass" under that prompt and would look for a button that is not
 * there. Only the asked seat's own list is read, and only its own screen shows the words.
 */
export function rebuffQuestion(
  view: RebuffView,
  pending: readonly { readonly seat: number; readonly kind: string }[],
  me: number | null,
  legal: readonly { readonly type: string }[],
): string | null {
  const cop = view.turn.copAction?.cop;
  if (me === null || view.phase !== 'rebuff' || cop === undefined) return null;
  if (!pending.some((p) => p.seat === me && p.kind === 'rebuff')) return null;
  // A Gang holding no Bribe at all is answered for by the table (core's forcedRebuffPass).
  if (!view.bribes.some((b) => b.holder === me)) return null;
  return legal.some((a) => a.type === 'rebuff')
    ? `You hold Cop ${cop}'s Bribe. Show it and he goes back where he started, your Bribe back in the cup; or pass, keep it secret, and let the move stand.`
    : `None of your Bribes is for Cop ${cop}, so his move stands. Passing keeps secret which Cop yours are for.`;
}
