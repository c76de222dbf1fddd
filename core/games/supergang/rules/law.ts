/**
 * The law (SG-10) and the cops' eyes (SG-9.2): crimes, who sees them, the police record and sentences.
 * A crime stays "unseen" on the gangster while he stands on its square (SG-9.2.3); a cop group that sees
 * the square then, or later before he moves on, writes it on his record.
 */
import { log } from '../../../engine/rules';
import { counted } from '../../../engine/words';
import { spot, type SgCity } from '../city';
import { edition, type Character, type CopGroup, type Crime, type SuperGangState } from '../state';
import { charRef, gangRef, type Ctx } from './common';

/** SG-10.2: the years each crime costs; SG-10.1: sentences add up. */
export const YEARS: Readonly<Record<Crime, number>> = {
  coward: 1,
  racket: 1,
  'stick-up': 1,
  traffic: 1,
  assault: 1,
  rebellion: 1,
  murder: 2,
};

export const CRIME_WORDS: Readonly<Record<Crime, string>> = {
  coward: 'a coward attack',
  racket: 'a racket',
  'stick-up': 'a stick-up',
  traffic: 'dealing',
  assault: 'an injury',
  rebellion: 'resisting the police',
  murder: 'a murder',
};

export function sentenceOf(record: readonly Crime[]): number {
  return record.reduce((t, c) => t + YEARS[c], 0);
}

export function describe(ch: Character): string {
  return `${ch.kind}`;
}

/**
 * Is a cop group watching this square (SG-9.2.1, SG-9.2.2)? From edition 3, cops standing in a shop (where
 * an arrest took them, SG-9.1.4) see what is done there, on the squares at its notches and in the shops it
 * communicates with (`seesFromShop`), where before they saw only what a notch square would; and cops
 * standing on a manhole are down the sewer (SG-9.1.7: "removed from the game" until they resurface on their
 * move), so they see nothing (`onDuty`).
 */
export function copsSee(s: SuperGangState, city: SgCity, square: string): boolean {
  // A loop, not `some`: asked for every character with an unseen crime after every cop move and crime.
  const cops = s.cops;
  for (let i = 0; i < cops.length; i++) {
    const g = cops[i] as CopGroup;
    if (onDuty(s, city, g) && seesFrom(s, city, g, square)) return true;
  }
  return false;
}

/** Does cop group `g`, on duty, see `square` from where it stands? */
function seesFrom(s: SuperGangState, city: SgCity, g: CopGroup, square: string): boolean {
  if (!g.pos) return false;
  return edition(s) >= 3 && g.pos.kind === 'shop'
    ? city.seesFromShop(g.pos.shop, square)
    : city.sees(spot(g.pos), square);
}

/** The cop groups on duty, worked out once for a `witness` (a list kept for it: nothing else writes it). */
const ON_DUTY: CopGroup[] = [];

/**
 * Is this cop group on the board and in play (SG-9.1.5, SG-9.1.7)? From edition 3 a group on a manhole has
 * fallen in and waits to resurface (a group ends a move on a manhole only by falling in): not in play.
 */
export function onDuty(s: SuperGangState, city: SgCity, g: CopGroup): boolean {
  if (g.out !== null || g.pos === null) return false;
  return !(edition(s) >= 3 && g.pos.kind === 'street' && city.isManhole(g.pos.square));
}

/** A crime committed on the character's square: on his record at once if a cop sees it, else unseen. */
export function commit(c: Ctx, city: SgCity, ch: Character, crime: Crime, clause: string): void {
  ch.unseen.push(crime);
  witness(c, city, clause);
}

/** Writes on the record every unseen crime a cop group now sees (after a crime and after cops move). */
export function witness(c: Ctx, city: SgCity, clause = 'SG-9.2.1'): void {
  const s = c.s;
  // `copsSee` for each man with an unseen crime, with the groups on duty found once, when the first is
  // met (recording a crime moves no cop).
  let duty: CopGroup[] | null = null;
  const all = s.characters;
  for (let i = 0; i < all.length; i++) {
    const ch = all[i] as Character;
    if (ch.unseen.length === 0 || ch.place !== 'board' || !ch.pos) continue;
    if (duty === null) {
      duty = ON_DUTY;
      while (duty.length > 0) duty.pop();
      for (let k = 0; k < s.cops.length; k++) {
        const g = s.cops[k] as CopGroup;
        if (onDuty(s, city, g)) duty.push(g);
      }
    }
    const square = spot(ch.pos);
    let seen = false;
    for (let k = 0; k < duty.length && !seen; k++) seen = seesFrom(s, city, duty[k] as CopGroup, square);
    if (!seen) continue;
    onRecord(c, ch, ch.unseen, clause);
    ch.unseen = [];
  }
}

/** Crosses on the police record (SG-10; SG-8.9 for managers who survive a stick-up). */
export function onRecord(c: Ctx, ch: Character, crimes: readonly Crime[], clause: string): void {
  if (crimes.length === 0) return;
  ch.record.push(...crimes);
  if (c.quiet) return;
  log(
    c,
    'record',
    `Witnessed: ${crimes.map((x) => CRIME_WORDS[x]).join(', ')} by ${gangRef(c.s, ch.gang)}'s ${ch.kind}. Police record: ${counted(sentenceOf(ch.record), 'year')}.`,
    clause,
    { character: ch.id },
  );
}

/**
 * SG-9.3.4 / SG-10.3: to jail for the sum of the record; the record is then paid. `sentence` counts the
 * gang's turns still to be spent there; `thisTurn` (edition 2): he goes in at the start of, or before his
 * move in, his own gang's turn, so that turn is the first he spends without playing. From edition 7 its
 * line names a man a Vamp holds "held by" her (`charRef`, SG-6.2.3), as his arrest and resisting do: he is
 * still hers in jail; edition 1 to 6 games read "{seat:1}'s killer goes to jail for 2 turns." either way.
 */
export function toJail(
  c: Ctx,
  ch: Character,
  clause: string,
  years = sentenceOf(ch.record),
  keepRecord = false,
  thisTurn = false,
): void {
  const turns = Math.max(years, 1);
  ch.place = 'jail';
  ch.pos = null;
  ch.sentence = thisTurn ? turns - 1 : turns;
  if (!keepRecord) ch.record = [];
  ch.unseen = [];
  ch.arrestedInClinic = false;
  if (c.quiet) return;
  const first = thisTurn ? ', this one the first' : '';
  // Edition 7: a man a Vamp holds is named held by her, as the lines of his arrest and resisting do.
  const who = edition(c.s) >= 7 ? charRef(c.s, ch) : `${gangRef(c.s, ch.gang)}'s ${ch.kind}`;
  log(c, 'jail', `${who} goes to jail for ${counted(turns, 'turn')}${first}.`, clause, { character: ch.id });
}

/**
 * SG-10.3 (edition 2): is this turn one `ch` loses to jail if taken now? It is when it is his own gang's
 * turn and he has not moved yet (the cops play first, SG-9.0.2). From edition 4 also when the gang whose
 * turn it is plays him through its Vamp (SG-6.2.3: he is hers "for every action of the game") and he has
 * not moved yet: he loses that turn too. Edition 2 and 3 games made such a man sit out the Vamp's next
 * turn as well, so one year cost him two turns of the gang playing him.
 */
export function losesThisTurn(s: SuperGangState, ch: Character): boolean {
  const ed = edition(s);
  if (ed >= 4) return s.turn.toMove.includes(ch.id);
  return ed >= 2 && ch.gang === s.turn.gang && s.turn.toMove.includes(ch.id);
}
