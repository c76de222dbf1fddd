/**
 * Bots for Nothing Personal. A bot is asked only when its seat has a pending decision, and decides
 * from what the host would send that seat (`seatView`: its own view, `legal` and `anytime` lists):
 * - `randomBot` picks uniformly among its legal decisions, now and then a table action instead;
 * - Normal (`heuristicBot`) puts influence where control pays, makes moves and hits that gain Respect,
 *   re-rolls when it matters to it, keeps its money for the Ante and shakes a card down when broke.
 * - Easy (`easyNpBot`) now and then takes a nearly-as-good decision instead of the best;
 * - Hard (`hardNpBot`) searches ahead on states sampled from its own view (core/bots/ismcts.ts).
 * Once a blackmailer has refused its gangster's action, a bot passes rather than ask again that turn.
 * A bot may answer with a table action (Shakedown, any-time card) instead of its decision; the
 * runner then asks it again (core/bots/play.ts caps that so a bot cannot loop).
 */
import type { Bot } from '../../bots/bot';
import { easyBot } from '../../bots/ranked';
import { DEFAULT_SEARCH, searchBot } from '../../bots/ismcts';
import { nextInt, type RngState } from '../../engine/rng';
import type { NpAction } from './actions';
import { determinizeNp, evaluateNp } from './determinize';
import { nothingPersonal } from './game';
import { content } from './content';
import { npReason } from './bot-reasons';
import type { NpView } from './view';

export type NpBot = Bot<NpView, NpAction>;

/**
 * How a Nothing Personal bot chooses: given its seat's view, its `legal` decisions (never empty when
 * it is asked) and the table actions open to it (`anytime`, possibly empty), one of them.
 * `rand(n)` is a seeded integer in [0, n).
 */
export type NpChooser = (
  view: NpView,
  seat: number,
  legal: readonly NpAction[],
  anytime: readonly NpAction[],
  rand: (n: number) => number,
) => NpAction;

/** A chooser as a bot of the common signature, its `rand` drawing from the bot's PRNG. */
export function fromChooser(choose: NpChooser): NpBot {
  return ({ view, seat, legal, anytime, rng }) => {
    let state: RngState = rng;
    const rand = (n: number) => {
      const [v, next] = nextInt(state, Math.max(1, n));
      state = next;
      return v;
    };
    if (legal.length === 0) return [undefined, state];
    const action = choose(view, seat, legal, anytime, rand);
    return [action, state];
  };
}

/** Uniform among the legal decisions; one time in twelve a table action, so those paths get played too. */
const randomChooser: NpBot = fromChooser(
  (_view, _seat, legal, anytime, rand) =>
    (anytime.length > 0 && rand(12) === 0 ? anytime[rand(anytime.length)] : legal[rand(legal.length)]) as NpAction,
);
export const randomBot: NpBot = (input) => {
  if (input.explain) input.explain.reason = 'picked a move at random';
  return randomChooser(input);
};

const board = () => content().board;
const gangster = (id: string | null) => (id ? content().gangsterById[id] : undefined);

/** What one position pays its controller each round, money weighted at 1/10 Respect per dollar (NP-12.4) but helpful. */
function payoff(view: NpView, pos: number): number {
  const p = board().positions[pos - 1];
  const g = gangster(view.positions[pos - 1] ?? null);
  if (!p || !g) return 0;
  return p.respect + g.respect + (p.money + g.money) / 3;
}

/** My margin on a position after adding `n` markers: > 0 means I would lead alone. */
function margin(view: NpView, seat: number, pos: number, n: number): number {
  const g = view.positions[pos - 1];
  const m = g ? view.marks[g] : undefined;
  if (!m) return -99;
  const mine = (m.seats[seat] ?? 0) + n;
  let best = m.neutral;
  for (let k = 0; k < m.seats.length; k++) if (k !== seat && (m.seats[k] as number) > best) best = m.seats[k] as number;
  return mine - best;
}

function placementValue(view: NpView, seat: number, pos: number, n: number): number {
  const before = margin(view, seat, pos, 0);
  const after = margin(view, seat, pos, n);
  const value = payoff(view, pos);
  if (before > 0) return value * 0.15; // already mine: a little insurance
  if (after > 0) return value; // takes control
  return value * 0.1 * Math.max(0, 3 + after);
}

function controllerOf(view: NpView, pos: number): number | null {
  const g = view.positions[pos - 1];
  const m = g ? view.marks[g] : undefined;
  if (!m) return null;
  const top = Math.max(...m.seats);
  if (top === 0 || m.neutral >= top) return null;
  const tied = m.seats.filter((n) => n === top).length;
  return tied === 1 ? m.seats.indexOf(top) : (view.rulings[g ?? ''] ?? null);
}

/** Whether the victim of a called hit is one of mine. */
function protects(view: NpView, seat: number, victim: string): boolean {
  const pos = view.positions.indexOf(victim) + 1;
  return pos > 0 && controllerOf(view, pos) === seat;
}

/** The heuristic's score of one decision, from the seat's own view. */
export function scoreNp(view: NpView, seat: number, a: NpAction): number {
  const money = view.money[seat] ?? 0;
  switch (a.type) {
    case 'place':
      return placementValue(view, seat, a.pos, 1);
    case 'play': {
      const design = content().influenceById[a.card.split('#')[0] ?? ''];
      let v = 0;
      a.targets.forEach((t, k) => {
        const icon = design?.icons[k];
        if (t !== null && icon) v += placementValue(view, seat, t, icon.n + (a.extra && k === 0 ? 1 : 0));
      });
      return v - a.ante / 2 - (a.extra ? 1 : 0);
    }
    case 'discard-place':
      return placementValue(view, seat, a.pos, 1) - 1.5 - a.ante / 2;
    case 'use': {
      const w = view.interrupts[view.interrupts.length - 1];
      if (w?.kind === 'insurance') return 3;
      if (w?.kind === 'whack') return protects(view, seat, w.victim) ? 3 : -1;
      if (a.card.startsWith('suspect-silenced') && a.pos !== null) {
        // NP-16.9: worth $5 only against a rival's paying gangster.
        const who = controllerOf(view, a.pos);
        return who !== null && who !== seat && payoff(view, a.pos) > 2 ? 1 : -1;
      }
      return (a.card.startsWith('snitch') ? 1 : 0.5) - a.ante / 2;
    }
    case 'call-off': {
      const w = view.interrupts[view.interrupts.length - 1];
      return w?.kind === 'whack' && protects(view, seat, w.victim) ? 3 : -1;
    }
    case 'pass':
      return view.phase === 'commission' ? 0.8 : 0.3;
    case 'move': {
      const st = view.stage;
      if (st.kind !== 'crew-action') return 0;
      const g = gangster(view.positions[st.pos - 1] ?? null);
      const target = board().arrows.find((x) => x.from === st.pos)?.to ?? 99;
      const faces = content().dice.move.faces;
      const wins = faces.filter(
        (f) => f.kind === 'eight' || (f.kind === 'number' && (f.value ?? 0) + (g?.respect ?? 0) > target),
      ).length;
      return (wins / 6) * 8 - 4 - 0.7;
    }
    case 'power':
    case 'ability': {
      if (view.interrupts[view.interrupts.length - 1]?.kind === 'leo' && a.type === 'ability') {
        // NP-18.11: Leo moves up only into a position that pays better than where he stands.
        const worth = (p: number | null) => {
          const b = p === null ? undefined : board().positions[p - 1];
          return b ? b.respect + b.money / 3 : 0;
        };
        return worth(a.pos) - worth(a.pos2);
      }
      if (a.type === 'power' && a.seat !== null) return 1.2;
      const t = a.pos;
      if (t !== null && a.type === 'power' && view.stage.kind === 'crew-action' && view.stage.pos === 1) {
        const victim = controllerOf(view, t);
        return victim !== null && victim !== seat && money >= 20 ? 1 : -1;
      }
      if (t !== null) return controllerOf(view, t) === seat ? 0.2 : 0.9;
      return 1;
    }
    case 'buy':
      return a.count === 0 ? 0.5 : money - a.count * 10 >= 12 && a.count === 1 ? 1 : -1;
    case 'reroll': {
      const w = view.interrupts[view.interrupts.length - 1];
      if (w?.kind === 'whack-reroll') {
        const hit = w.face === 'gun' || w.face === 'capo';
        return (protects(view, seat, w.victim) && hit) || (w.shooterSeat === seat && !hit) ? 2 : -1;
      }
      if (w?.kind === 'stat-reroll') {
        // The die's own family wants it high, the family it hurts wants it low (the mean is about 3);
        // $10 for Antoine's roll (NP-18.2) only with money to spare, and a rival's 5 or 8 worth undoing.
        if (!a.free && money < 20) return -1;
        const t = w.then;
        const hurt =
          (t.kind === 'ability' && t.target === seat) || (t.kind === 'move' && controllerOf(view, t.target) === seat);
        const rival = !a.free && t.kind === 'ability' && t.target === null && w.roller !== seat && w.value >= 5;
        return (w.roller === seat && !hurt && w.value < 3) || (hurt && w.value >= 4) || rival ? 2 : -1;
      }
      if (!w || w.kind !== 'reroll' || (!a.free && money < 20)) return -1;
      const face = content().dice.move.faces[w.face];
      const mover = gangster(w.mover);
      const success =
        face &&
        (face.kind === 'eight' || (face.kind === 'number' && (face.value ?? 0) + (mover?.respect ?? 0) > w.target));
      const mine = controllerOf(view, w.pos) === seat;
      const theirs = controllerOf(view, w.target) === seat;
      return (mine && !success) || (theirs && success) ? 2 : -1;
    }
    case 'decline':
      return 0;
    case 'answer': {
      // NP-13.4.2: what the deal brings (money, and a card is worth about $6) less what it asks; from a
      // family well ahead in Respect it must bring clearly more, so the bot does not help the leader.
      const o = view.offers.find((x) => x.id === a.offer);
      if (!a.accept || !o) return 0;
      const gain = o.money + o.cardCount * 6 - o.ask;
      const lead = (view.respect[o.from] ?? 0) - (view.respect[seat] ?? 0);
      return (gain - (lead > 10 ? 5 : 0)) / 10;
    }
    case 'rule':
      return a.seat === seat ? 2 : -(view.respect[a.seat] ?? 0) / 100;
    case 'permit':
      return a.allow ? 1 : 0;
    case 'keep':
      return -(view.respect[a.to] ?? 0) / 100;
    case 'fill': {
      const pos = view.positions.indexOf(a.gangster) + 1;
      return pos > 0 && controllerOf(view, pos) === seat ? 2 : 0;
    }
    default:
      return 0;
  }
}

/**
 * Whether the blackmailer already said no to this gangster's action this turn (NP-7.13.2), and the coin
 * is still another family's: then a bot takes the no for an answer and passes rather than ask again
 * with another action. Read from the seat's own view: the turn's refused proposals are public.
 */
export function refusedThisTurn(view: NpView, seat: number): boolean {
  const st = view.stage;
  if (st.kind !== 'crew-action' || st.refused.length === 0 || view.interrupts.length > 0) return false;
  const g = view.positions[st.pos - 1];
  const coin = g ? (view.marks[g]?.blackmail ?? null) : null;
  return coin !== null && coin !== seat;
}

/** The decisions a bot weighs: after a refusal this turn (`refusedThisTurn`), only the pass. */
export function worthAsking(view: NpView, seat: number, legal: readonly NpAction[]): readonly NpAction[] {
  if (!refusedThisTurn(view, seat)) return legal;
  const pass = legal.filter((a) => a.type === 'pass');
  return pass.length > 0 ? pass : legal;
}

/** A bot that does not ask a blackmailer again once refused this turn (`worthAsking`). */
const takesNo =
  (bot: NpBot): NpBot =>
  (input) =>
    bot({ ...input, legal: worthAsking(input.view, input.seat, input.legal) });

/** Scores every legal decision and picks a best one; answers offers made to it before anything else. */
const heuristicChooser: NpBot = fromChooser((view, seat, legal, anytime, rand) => {
  // Cash in a card when broke on its own Commission turn, facing an Ante it cannot meet (NP-13.1.1).
  const st = view.stage;
  const myCommission = st.kind === 'commission' && st.turn === seat && view.interrupts.length === 0;
  if (myCommission && st.ante > (view.money[seat] ?? 0)) {
    const shake = anytime.find((a) => a.type === 'shakedown');
    if (shake && view.hand.length > 1) return shake;
  }
  const answers = legal.filter((a) => a.type === 'answer');
  const main = answers.length > 0 ? answers : legal;
  let best: NpAction[] = [];
  let top = -Infinity;
  for (const a of main) {
    const v = scoreNp(view, seat, a);
    if (v > top + 1e-9) {
      top = v;
      best = [a];
    } else if (Math.abs(v - top) <= 1e-9) best.push(a);
  }
  return best[rand(best.length)] ?? (main[0] as NpAction);
});

/**
 * The Normal bot; when its seat explains its moves, with one line on what it is after (`bot-reasons.ts`,
 * worked out for the chosen decision only).
 */
export const heuristicBot: NpBot = takesNo((input) => {
  const [a, rng] = heuristicChooser(input);
  if (input.explain && a !== undefined) {
    const why = npReason(input.view, input.seat, a);
    if (why) input.explain.reason = why;
  }
  return [a, rng];
});

/** Easy: nine times in ten one of the next six best decisions, if it scores within 6 of the best. */
export const easyNpBot: NpBot = takesNo(easyBot(scoreNp, { slip: 0.9, within: 6, choices: 6 }, heuristicBot));

/** Hard: determinized search with the Normal bot playing every seat in the imagined futures. */
export const hardNpBot: NpBot = takesNo(
  searchBot(
    { def: nothingPersonal, determinize: determinizeNp, evaluate: evaluateNp, policy: heuristicBot, score: scoreNp },
    // The root candidates are weighed on the same sampled futures, and Hard switches from Normal's
    // decision only when another comes out clearly better: 48 playouts cannot tell close ones apart.
    { ...DEFAULT_SEARCH, margin: 0.02, paired: true },
  ),
);
