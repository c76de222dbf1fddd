/**
 * Who must decide now, and what. Turns are taken one gang at a time; the cops are played by the seat
 * that plays them this turn; an arrested gang answers the arrest; in a duel the side shooting decides.
 * SG-13.1: with the `moveSeconds` option, moving one's characters runs on one clock per turn (a duel in
 * the middle stops it, and it goes on where it stopped); when it runs out the table applies `time-up`.
 */
import type { PendingDecision } from '../../engine/game';
import { seatRef } from '../../engine/words';
import { controller, edition, findCharacter, type SuperGangState } from './state';
import { gunnerSeat } from './rules/duel';
import { haggleSeat, hagglePrompt, owner } from './rules/haggle';
import { answersArrest, arrestPrompt } from './rules/cops';
import { copsForSale } from './rules/turn';

/** The decision `d`, on the move clock when the game has one. */
function onMoveClock(s: SuperGangState, d: PendingDecision): PendingDecision {
  const seconds = s.options.moveSeconds;
  if (seconds === null) return d;
  return { ...d, deadline: { seconds, onExpiry: { type: 'time-up' }, period: `move-${s.turn.number}-${s.turn.gang}` } };
}

/** The fixed prompts, per seat (made once: asked after every action of a simulation). */
const PROMPTS = {
  start: (seat: number) => `${seatRef(seat)}: throw the dice (or buy the cops first) (SG-9.0.2).`,
  /** Edition 4: the cops are not for sale (a police player, SG-15.6; an owner, or under 500 million, SG-9.4.1). */
  roll: (seat: number) => `${seatRef(seat)}: throw the dice (SG-9.0.2).`,
  cops: (seat: number) => `${seatRef(seat)}: move the cops (SG-9.1).`,
  /** Edition 1 to 6: from edition 7 the question names the man (`arrestPrompt`, not kept here). */
  arrest: (seat: number) => `${seatRef(seat)}: go quietly, or resist the arrest? (SG-9.3.3)`,
  move: (seat: number) => `${seatRef(seat)}: move a character (SG-4.1).`,
  act: (seat: number) => `${seatRef(seat)}: what does he do here? (SG-4.3.4)`,
  /** Edition 5: a Vamp on her stop is "she" (SG-2.2); before, every character was "he". */
  actVamp: (seat: number) => `${seatRef(seat)}: what does she do here? (SG-4.3.4)`,
  /** Edition 6: a stop on a street square cites SG-4.1.3, not the clause of a stop in a shop. */
  actStreet: (seat: number) => `${seatRef(seat)}: what does he do here? (SG-4.1.3)`,
  actStreetVamp: (seat: number) => `${seatRef(seat)}: what does she do here? (SG-4.1.3)`,
  /** Edition 6: in his gang's own shop he need do nothing (SG-4.3.5). */
  actOwn: (seat: number) =>
    `${seatRef(seat)}: what does he do here? In your own shop he may also do nothing (SG-4.3.5).`,
  actOwnVamp: (seat: number) =>
    `${seatRef(seat)}: what does she do here? In your own shop she may also do nothing (SG-4.3.5).`,
  shoot: (seat: number) => `${seatRef(seat)}: shoot an arrow (SG-11.2.4).`,
} as const;

const made = new Map<keyof typeof PROMPTS, string[]>();

function prompt(kind: keyof typeof PROMPTS, seat: number): string {
  let bySeat = made.get(kind);
  if (!bySeat) made.set(kind, (bySeat = []));
  return (bySeat[seat] ??= PROMPTS[kind](seat));
}

/** Edition 5: what the buyer in a haggle has now, for its prompts (SG-7.7); before, they did not ask. */
function buyerCash(s: SuperGangState): number | undefined {
  const h = s.turn.recruit;
  return h && edition(s) >= 5 ? (s.gangs[h.by]?.cash ?? 0) : undefined;
}

/** Edition 7: the gang asking for a recruit, for the owner's prompts (SG-7.7); before, they did not say. */
function askedBy(s: SuperGangState): string | undefined {
  const h = s.turn.recruit;
  return h && edition(s) >= 7 ? seatRef(s.gangs[h.by]?.seat ?? h.by) : undefined;
}

/** Edition 8: the gang selling a recruit, for the buyer's prompts (SG-7.7); before, they did not say. */
function soldBy(s: SuperGangState): string | undefined {
  const h = s.turn.recruit;
  const g = h && edition(s) >= 8 ? owner(s, h) : null;
  return g === null ? undefined : seatRef(s.gangs[g]?.seat ?? g);
}

/**
 * The prompt on a stop. From edition 6 it cites the clause of where he stopped: a street square (SG-4.1.3:
 * he acts there if he likes), his gang's own shop (SG-4.3.5: he may stop there without a reason), or any
 * other shop (SG-4.3.4: he must do something there if he can). Edition 5 cited SG-4.3.4 on every stop, and
 * asked what she does on a Vamp's; edition 1 to 4 games asked what he does on every stop.
 */
function actPrompt(s: SuperGangState): keyof typeof PROMPTS {
  const ed = edition(s);
  const ch = findCharacter(s, s.turn.acting);
  const vamp = ed >= 5 && ch?.kind === 'vamp';
  if (ed < 6 || !ch?.pos) return vamp ? 'actVamp' : 'act';
  if (ch.pos.kind === 'street') return vamp ? 'actStreetVamp' : 'actStreet';
  if (s.shops[ch.pos.shop]?.owner === controller(ch)) return vamp ? 'actOwnVamp' : 'actOwn';
  return vamp ? 'actVamp' : 'act';
}

export function pendingDecisions(s: SuperGangState): PendingDecision[] {
  const t = s.turn;
  const seat = s.gangs[t.gang]?.seat ?? t.gang;
  switch (t.phase) {
    case 'start':
      // Edition 4: the prompt offers the cops only when they can be bought; before, it always did.
      return [{ seat, kind: 'start', prompt: prompt(edition(s) < 4 || copsForSale(s) ? 'start' : 'roll', seat) }];
    case 'cops':
      return t.copSeat === null ? [] : [{ seat: t.copSeat, kind: 'cops', prompt: prompt('cops', t.copSeat) }];
    case 'arrest': {
      const ch = s.characters.find((x) => x.id === t.arrest?.character);
      const who = ch ? s.gangs[answersArrest(s, ch)]?.seat : undefined;
      if (!ch || who === undefined) return [];
      // Edition 7: the question names the man (`arrestPrompt`, made each time: its words are his, not the seat's).
      return [
        { seat: who, kind: 'arrest', prompt: edition(s) >= 7 ? arrestPrompt(s, ch, who) : prompt('arrest', who) },
      ];
    }
    case 'move':
      return [onMoveClock(s, { seat, kind: 'move', prompt: prompt('move', seat) })];
    case 'act':
      return [onMoveClock(s, { seat, kind: 'act', prompt: prompt(actPrompt(s), seat) })];
    case 'duel': {
      if (!s.duel) return [];
      const g = gunnerSeat(s.duel);
      return [{ seat: g, kind: 'shoot', prompt: prompt('shoot', g) }];
    }
    case 'recruit-answer': {
      const who = haggleSeat(s);
      return who === undefined || !t.recruit
        ? []
        : [
            {
              seat: who,
              kind: 'recruit',
              prompt: hagglePrompt(t.recruit, seatRef(who), buyerCash(s), askedBy(s), soldBy(s)),
            },
          ];
    }
    case 'over':
      return [];
  }
}

/**
 * The seat of `pendingDecisions(s)[0]`, null when nobody is asked: what a random playout needs to know,
 * without wording the prompts. Kept in step with `pendingDecisions` by `first-to-act.test.ts`.
 */
export function firstToAct(s: SuperGangState): number | null {
  const t = s.turn;
  const seat = s.gangs[t.gang]?.seat ?? t.gang;
  switch (t.phase) {
    case 'start':
    case 'move':
    case 'act':
      return seat;
    case 'cops':
      return t.copSeat;
    case 'arrest': {
      const ch = s.characters.find((x) => x.id === t.arrest?.character);
      return (ch ? s.gangs[answersArrest(s, ch)]?.seat : undefined) ?? null;
    }
    case 'duel':
      return s.duel ? gunnerSeat(s.duel) : null;
    case 'recruit-answer': {
      const who = haggleSeat(s);
      return who === undefined || !t.recruit ? null : who;
    }
    case 'over':
      return null;
  }
}
