import { seatRef } from '../../engine/words';
import type { PendingDecision } from '../../engine/game';
import { edition, type GangState, type GangstersState } from './state';
import { copActionPossible, copActionTimed, deferredCopAction, firstRebuffSeat, rebuffSeats } from './rules/cops';
import { draftSeat } from './rules/draft';
import { mustRecruitRacketeer, optionsLeft } from './rules/movement-phase';
import type { Question, Unit } from './rules/shootout-types';
import { isBuilding, placeName } from './rules/places';
import { sales } from './rules/property';
import { recruitPrice, recruitRoom, reserved } from './rules/recruiting';
import { cashOf, money } from './rules/common';

/**
 * What a Shootout question asks, in plain words with its clause, for the decision panel and the
 * "Waiting: …" lines (the question's `kind` is the engine's own word and is not shown). From edition 8
 * (state.ts `EDITION`), given the state, it names the piece and the place the question is about (a
 * building by name, a street as "the street"); earlier editions, or no state, ask without them. From
 * edition 9 a street is named as the log names it, by its space id ("at s2-0"), which the table words as
 * the street's name.
 */
export function shootoutAsk(q: Question, s?: GangstersState): string {
  if (s && edition(s) >= 8) return shootoutAskAt(q, s);
  switch (q.kind) {
    case 'hit':
      return q.must
        ? `choose whom your ${q.piece === 'thug' ? 'Thug' : 'Racketeer'}'s Hit is on (G-11.4)`
        : 'declare a Hit or not (G-11.4)';
    case 'bust':
      return 'choose whom the Cops bust (G-11.5)';
    case 'aim':
      return 'split your hits between the sides (G-12.4)';
    case 'absorb':
      return 'choose who takes the hits (G-12.4)';
  }
}

const PIECE_WORDS: Record<string, string> = { racketeer: 'Racketeer', thug: 'Thug', vamp: 'Vamp', guard: 'Guard' };

/**
 * Where a fight is, said plainly: "in" a building by name; a street "at" its space id from edition 9, as
 * the log says it ("Shootout at s2-0."), and "on the street" in edition 8.
 */
function whereAt(space: string | undefined, s: GangstersState): string {
  if (space === undefined) return '';
  if (isBuilding(space)) return ` in ${placeName(space)}`;
  return edition(s) >= 9 ? ` at ${space}` : ' on the street';
}

/** Whose hits an aim question splits: "your Thug's", "your Guard's", "Cop 4's" (a Cop's strength is his number). */
function firer(u: Unit | undefined): string {
  if (!u) return 'the';
  return u.kind === 'cop' ? `Cop ${u.strength}'s` : `your ${PIECE_WORDS[u.kind] ?? u.kind}'s`;
}

/**
 * Edition 8's Shootout questions, naming the piece and the place (G-11.4, G-11.5, G-12.4). From edition 9
 * an aim names the place last, as a street's name may carry a comma ("Lincoln Boulevard, 2 spaces east of
 * Westgate Road").
 */
function shootoutAskAt(q: Question, s: GangstersState): string {
  switch (q.kind) {
    case 'hit': {
      const hit = `your ${PIECE_WORDS[q.piece] ?? q.piece}'s Hit${whereAt(q.space, s)}`;
      return q.must ? `choose the target of ${hit} (G-11.4)` : `declare ${hit}, or none (G-11.4)`;
    }
    case 'bust':
      return `choose whom the Cops bust${whereAt(q.space, s)} (G-11.5)`;
    case 'aim': {
      const f = s.shootout?.fights[q.fight];
      const hits = `${firer(f?.units.find((u) => u.id === q.unit))} hits`;
      const where = whereAt(f?.space, s);
      return edition(s) >= 9
        ? `split ${hits} between the sides${where} (G-12.4)`
        : `split ${hits}${where} between the sides (G-12.4)`;
    }
    case 'absorb':
      return `choose who takes the hits${whereAt(s.shootout?.fights[q.fight]?.space, s)} (G-12.4)`;
  }
}

/**
 * What the Movement Phase asks of the active Gang. From edition 6 (state.ts `EDITION`) a Gang whose
 * movement options are all used is told to end its movement (G-6.1), and a Gang with no Racketeers is
 * told its one move must recruit them (G-7.5), as `legal` offers no other move, or, when it cannot pay for
 * one, what it may do instead (`racketeerAsk`); earlier editions said "move or recruit" to all of them.
 */
function moveAsk(s: GangstersState): string {
  const g = s.gangs.find((x) => x.seat === s.turn.seat);
  // Edition 6: with every movement option used, what is left is to end the movement (G-6.1).
  if (edition(s) >= 6 && g && optionsLeft(s, g.seat) <= 0) return 'every move is used: end your movement (G-6.1)';
  if (edition(s) >= 6 && g && mustRecruitRacketeer(g)) return racketeerAsk(s, g);
  return 'move or recruit (G-5.4)';
}

/**
 * G-7.5 for a Gang with no Racketeers: its one move must recruit them, said only when `legal` offers such a
 * recruit (one Racketeer within its cash, G-7.2, and the Cop die's limit, G-7.3). Otherwise it is told what
 * it can do: sell a Joint to the Bank to pay (G-7.5), or end its movement. Every seat reads the prompt, so
 * with secret cash (G-15.1) it may not depend on the Gang's cash (`secretCashAsk`).
 */
function racketeerAsk(s: GangstersState, g: GangState): string {
  const must = 'your one move must recruit Racketeers';
  // The Cop die's limit used up (G-7.3), or Racketeers recruited and lost this turn (G-6.1): none to offer.
  if (recruitRoom(s) <= 0 || s.turn.moved.includes('racketeer'))
    return `${must}, but you may recruit none this turn: end your movement (G-6.1)`;
  if (s.options.secretCash) return secretCashAsk(s, g, must);
  if (recruitPrice(s, g, 'racketeer', 1) <= cashOf(s, g.seat) - reserved(s, g.seat)) return `${must} (G-7.5)`;
  const short = `${must}, but one costs more than your cash`;
  return sales(s, g).length > 0
    ? `${short}: sell a Joint to the Bank to pay, or end your movement (G-7.5)`
    : `${short}: end your movement (G-7.5)`;
}

/**
 * With secret cash: what one Racketeer costs (the Gang Track price times the green die, G-7.2), with the cash
 * a Bribe placed this turn keeps back (G-9.5), and what to do when the Gang's cash falls short. All of it is
 * on the table for everyone to see, so it is true whatever the Gang holds, and the Gang compares it with its
 * own cash, which its panel shows it.
 */
function secretCashAsk(s: GangstersState, g: GangState, must: string): string {
  const kept = reserved(s, g.seat);
  const price = `at ${money(recruitPrice(s, g, 'racketeer', 1))} for one${kept > 0 ? `, besides the ${money(kept)} kept for your Bribe` : ''}`;
  const instead =
    sales(s, g).length > 0 ? 'sell a Joint to the Bank to pay, or end your movement' : 'end your movement';
  return `${must}, ${price}; short of the cash, ${instead} (G-7.5)`;
}

/**
 * What the Cop action asks. From edition 6 (state.ts `EDITION`) a seat that can bribe, move or start no
 * Cop (and has no "Donut 1" to flip, G-16.4) is told so, as `legal` offers it only to go on without one
 * (G-9.4); earlier editions asked it to "bribe, move or start a Cop" all the same.
 */
function copAsk(s: GangstersState): string {
  const actor = s.turn.copActor;
  const deferred = deferredCopAction(s);
  // Every seat reads the prompt: with secret cash (G-15.1) the actor's cash may not decide what it says.
  const none = edition(s) >= 6 && !copActionPossible(s, actor, !s.options.secretCash);
  if (none && s.gangs.find((g) => g.seat === actor)?.donut?.side !== 1)
    return deferred
      ? `${seatRef(actor)}: no Cop can be bribed or moved for ${seatRef(s.turn.seat)}, so there is no Cop action this turn (G-9.4).`
      : `${seatRef(actor)}: no Cop can be bribed, moved or started, so there is no Cop action this turn (G-9.4).`;
  return deferred
    ? `${seatRef(actor)}: bribe or move a Cop for ${seatRef(s.turn.seat)} (G-17.2).`
    : `${seatRef(actor)}: bribe, move or start a Cop (G-5.3).`;
}

/**
 * G-6.9: with the `movementSeconds` option the Movement Phase decision carries the host-run clock; when it
 * runs out the host applies `clock-expired` for the mover and the remaining moves are forfeit. The whole
 * phase is one period, so the time is for all the turn's moves together, not for each move. From edition 4
 * the phase starts with the Cop action (5.2-5.4; `copActionTimed`), whose decision shares the period.
 */
function movementClock(s: GangstersState): Pick<PendingDecision, 'deadline'> {
  const seconds = s.options.movementSeconds;
  const period = edition(s) >= 4 ? `movement-${s.turn.number}` : `${s.phase}-${s.turn.number}`;
  return seconds === null ? {} : { deadline: { seconds, onExpiry: { type: 'clock-expired' }, period } };
}

/** Who must decide now, and what; the kernel refuses actions from other seats except table actions. */
export function pendingDecisions(s: GangstersState): PendingDecision[] {
  switch (s.phase) {
    case 'draft': {
      const seat = draftSeat(s);
      return seat === null ? [] : [{ seat, kind: 'draft', prompt: `${seatRef(seat)}: choose a Joint (G-4.1).` }];
    }
    case 'recruit':
      return s.gangs.flatMap((g, i) =>
        s.setupRecruits[i] === null
          ? [
              {
                seat: g.seat,
                kind: 'recruit-plan',
                prompt: `${seatRef(g.seat)}: record your starting Gang in secret (G-4.2).`,
                secret: true,
              },
            ]
          : [],
      );
    case 'place':
      return s.gangs.flatMap((g, i) =>
        s.setupPlacements[i] === null
          ? [
              {
                seat: g.seat,
                kind: 'placement',
                prompt: `${seatRef(g.seat)}: record where your Gang starts, in secret (G-4.3).`,
                secret: true,
              },
            ]
          : [],
      );
    case 'buy':
      return [
        {
          seat: s.turn.seat,
          kind: 'buy',
          prompt: `${seatRef(s.turn.seat)}: buy, improve or trade, then roll (G-5.1).`,
        },
      ];
    case 'trade':
      return s.turn.trade
        ? [
            {
              seat: s.turn.trade.to,
              kind: 'trade',
              prompt: `${seatRef(s.turn.trade.to)}: accept or decline the trade (G-14.1).`,
            },
          ]
        : [];
    case 'defer':
      return [
        {
          seat: s.turn.seat,
          kind: 'defer',
          prompt: `${seatRef(s.turn.seat)}: bribe a Cop or defer to the Commissioner (G-17.2).`,
        },
      ];
    case 'cop':
      return [
        {
          seat: s.turn.copActor,
          kind: 'cop',
          prompt: copAsk(s),
          ...(copActionTimed(s) ? movementClock(s) : {}),
        },
      ];
    case 'rebuff': {
      const a = s.turn.copAction;
      return a
        ? rebuffSeats(s, a).map((seat) => ({
            seat,
            kind: 'rebuff',
            prompt: `Cop ${a.cop} moved: reveal his Bribe to rebuff, or pass (G-9.5).`,
            optional: true,
          }))
        : [];
    }
    case 'move':
      return [
        {
          seat: s.turn.seat,
          kind: 'move',
          prompt: `${seatRef(s.turn.seat)}: ${moveAsk(s)}.`,
          ...movementClock(s),
        },
      ];
    case 'commissioner-publics':
      return s.commissioner === null
        ? []
        : [
            {
              seat: s.commissioner,
              kind: 'move',
              // Edition 10 names his seat, as every other prompt begins with the seat it asks.
              prompt:
                edition(s) >= 10
                  ? `${seatRef(s.commissioner)}: move the Public pieces on the board (G-17.3).`
                  : 'Move the Public pieces on the board (G-17.3).',
              ...movementClock(s),
            },
          ];
    case 'shootout': {
      const q = s.shootout?.questions[0];
      return q ? [{ seat: q.seat, kind: q.kind, prompt: `${seatRef(q.seat)}: ${shootoutAsk(q, s)}.` }] : [];
    }
    default:
      return [];
  }
}

/**
 * The seat of `pendingDecisions(s)[0]`, null when nobody is asked: what a random playout needs to know,
 * without the prompts (the Cop action's asks whether any Cop action is open, which costs as much as
 * listing them). Kept in step with `pendingDecisions` by `first-to-act.test.ts`.
 */
export function firstToAct(s: GangstersState): number | null {
  switch (s.phase) {
    case 'draft':
      return draftSeat(s);
    case 'recruit':
      return firstGangWithout(s, s.setupRecruits);
    case 'place':
      return firstGangWithout(s, s.setupPlacements);
    case 'buy':
    case 'defer':
    case 'move':
      return s.turn.seat;
    case 'trade':
      return s.turn.trade ? s.turn.trade.to : null;
    case 'cop':
      return s.turn.copActor;
    case 'rebuff': {
      const a = s.turn.copAction;
      return a ? firstRebuffSeat(s, a) : null;
    }
    case 'commissioner-publics':
      return s.commissioner;
    case 'shootout':
      return s.shootout?.questions[0]?.seat ?? null;
    default:
      return null;
  }
}

/** The seat of the first Gang whose entry in `records` (one per Gang, in Gang order) is still null. */
function firstGangWithout(s: GangstersState, records: readonly unknown[]): number | null {
  for (let i = 0; i < s.gangs.length; i++) {
    const g = s.gangs[i];
    if (g && records[i] === null) return g.seat;
  }
  return null;
}

/**
 * The answer a seat asked to rebuff a Cop move (G-9.5) can only give, read from any seat's view: a Gang
 * holding no Bribe marker at all can only let the move stand, and who holds a Bribe is public (every view
 * lists each marker's holder; which Cop it is for is not). A Gang holding any marker has a choice to hide,
 * so it gets null and is asked. The table gives the forced pass itself, so the question never flashes up.
 * `forced.test.ts` holds it to `legal` at every rebuff position of random games, from every viewer.
 */
export function forcedRebuffPass(
  view: { readonly phase?: string; readonly bribes?: readonly { readonly holder: number }[] },
  seat: number,
  pending: readonly Pick<PendingDecision, 'seat' | 'kind'>[],
): { type: 'pass' } | null {
  if (view.phase !== 'rebuff' || !Array.isArray(view.bribes)) return null;
  if (view.bribes.some((b) => b.holder === seat)) return null;
  return pending.some((p) => p.seat === seat && p.kind === 'rebuff') ? { type: 'pass' } : null;
}
