/**
 * What a character does on the last square of his move (SG-4.1.3, SG-4.3.4): coward attack (SG-5.1),
 * racket (SG-5.2), purchase (SG-5.3), stick-up (SG-5.4, SG-8), gangland killing (SG-5.5), vamping
 * (SG-6.2), traffic (SG-5.6, SG-6.3) and recruiting (SG-7). Each action has a check (the refusal names its
 * clause) and an effect; `legal.ts` offers the candidates whose check passes.
 */
import { ruleError, type RuleError } from '../../../engine/result';
import { spot, spotOf, type SgCity, type ShopInfo } from '../city';
import {
  COMPONENTS,
  controller,
  edition,
  findCharacter,
  type Character,
  type Gang,
  type Kind,
  type Shop,
  type SuperGangState,
} from '../state';
import type { SuperGangAction } from '../actions';
import { copsSee, onDuty } from './law';
import { shopTally } from './common';

export type ActAction = Extract<
  SuperGangAction,
  { type: 'coward' | 'racket' | 'buy' | 'stick-up' | 'kill' | 'vamp' | 'buy-pawns' | 'deal' | 'recruit' | 'take-token' }
>;

const no = (code: string, clause: string, message: string): RuleError => ruleError(code, clause, message);

export function acting(s: SuperGangState): Character | undefined {
  return s.turn.acting ? findCharacter(s, s.turn.acting) : undefined;
}

/** Shops and rackets in use: the 15 two-sided tokens (SG-2.4, SG-12.4). */
export function tokensInUse(s: SuperGangState, gang: number): number {
  return shopTally(s).tokens[gang] ?? 0;
}

export function pawnsInUse(s: SuperGangState, gang: number): number {
  // A loop: no list of the values made, as it is asked at every Dealer's stop.
  let n = 0;
  for (const sec in s.traffic) if (s.traffic[sec] === gang) n++;
  return n + (s.gangs[gang]?.stock ?? 0);
}

/** SG-3.5: no harm among gangsters in the three first turns. */
export function peaceful(s: SuperGangState): boolean {
  return s.turn.number <= COMPONENTS.peacefulTurns;
}

/** SG-5.7.5: the police present on or watching the square. */
export function policePresent(s: SuperGangState, city: SgCity, square: string): boolean {
  return s.cops.some((g) => onDuty(s, city, g) && spotOf(g.pos) === square) || copsSee(s, city, square);
}

export function shopValue(city: SgCity, shop: string): number {
  return (city.shop(shop)?.initials.length ?? 0) > 0 ? 100 : 50;
}

/** Opponents' characters standing on the square, by id. */
export function othersHere(s: SuperGangState, ch: Character): Character[] {
  const me = controller(ch);
  const here = spotOf(ch.pos);
  // A loop with his square read once: asked on every stop of a playout.
  const out: Character[] = [];
  const all = s.characters;
  for (let i = 0; i < all.length; i++) {
    const x = all[i] as Character;
    if (x.place === 'board' && spotOf(x.pos) === here && controller(x) !== me && x.id !== ch.id) out.push(x);
  }
  return out;
}

/** The acting gang's characters on the square (the group that fights together, SG-5.0.1, SG-6.2.7). */
export function crewHere(s: SuperGangState, ch: Character): Character[] {
  const me = controller(ch);
  return s.characters.filter((x) => x.place === 'board' && spotOf(x.pos) === spotOf(ch.pos) && controller(x) === me);
}

/** The initial of a shop that recruits each kind (SG-7.2 to SG-7.4). */
export const INITIAL_OF: Readonly<Record<Kind, 'T' | 'V' | 'D'>> = { killer: 'T', vamp: 'V', dealer: 'D' };

/** What every check of one stop reads: the acting character, the gang he acts for, his square and its shop. */
export interface Stop {
  readonly ch: Character;
  readonly gang: number;
  readonly g: Gang;
  readonly square: string;
  readonly info: ShopInfo | undefined;
  readonly shop: Shop | undefined;
  /** Worked out on first use by the checks of this stop: the gang's tokens in use, the police present. */
  tokens?: number;
  police?: boolean;
}

/** `tokensInUse` of the stop's gang, counted once a stop. */
export function stopTokens(s: SuperGangState, stop: Stop): number {
  return (stop.tokens ??= tokensInUse(s, stop.gang));
}

/** `policePresent` on the stop's square, found once a stop. */
export function stopPolice(s: SuperGangState, city: SgCity, stop: Stop): boolean {
  return (stop.police ??= policePresent(s, city, stop.square));
}

/** The acting character's stop, or why nobody can act now. */
export function stopOf(s: SuperGangState, city: SgCity): Stop | RuleError {
  const ch = acting(s);
  if (!ch?.pos || s.turn.phase !== 'act')
    return no('NOT_ACTING', 'SG-4.1.3', 'A character acts only on the last square of his move.');
  const gang = controller(ch);
  const g = s.gangs[gang];
  if (!g) return no('NO_GANG', '', 'No such gang.');
  const square = spot(ch.pos);
  const info = city.shopAt(square);
  return { ch, gang, g, square, info, shop: info ? s.shops[info.id] : undefined };
}

/**
 * Edition 7: is `a` done a second time on this stop, where its own clause sets that limit and says so?
 * SG-5.6.2's "he cannot buy more than ten at once" makes one purchase of pawns a stop, and SG-5.1.1 gives
 * a character one coward attack a stop; from edition 7 each refusal cites its clause and says the limit.
 * Edition 1 to 6 games refused both with SG-5.7.7's "That has been done on this stop already." (the
 * clauses' own refusals, "Ten at most at once." and "One coward attack per stop.", came after that one
 * and were never given).
 */
function againOwnLimit(s: SuperGangState, a: ActAction): boolean {
  return (a.type === 'buy-pawns' || a.type === 'coward') && edition(s) >= 7 && s.turn.done.includes(a.type);
}

/** Why `a` cannot be done now by the acting character, or null when it can. */
export function checkAct(s: SuperGangState, city: SgCity, a: ActAction): RuleError | null {
  const stop = stopOf(s, city);
  return 'code' in stop ? stop : checkAt(s, city, stop, a);
}

/** `checkAct` on the stop `stopOf` found (worked out once when many actions are checked). */
export function checkAt(s: SuperGangState, city: SgCity, stop: Stop, a: ActAction): RuleError | null {
  const { ch, gang, g, square, info, shop } = stop;
  // SG-5.7.7: the order and number of actions are free, but each kind once a stop (pawns: one per section).
  // Edition 7: a second lot of pawns, or a second coward attack, is refused below by its own clause, which
  // says what the limit is.
  const again = againOwnLimit(s, a);
  if (a.type !== 'deal' && a.type !== 'take-token' && s.turn.done.includes(a.type) && !again)
    return no('ONCE', 'SG-5.7.7', 'That has been done on this stop already.');
  switch (a.type) {
    case 'coward':
      if (info || !city.isStreet(square))
        return no('NOT_STREET', 'SG-5.1.1', 'Coward attacks happen on street squares.');
      if (again) {
        const he = ch.kind === 'vamp' ? 'she' : 'he';
        return no('ONCE', 'SG-5.1.1', `A character robs a passer-by once a stop, and ${he} has done so on this one.`);
      }
      return null;
    case 'racket':
      if (!info || !shop) return no('NOT_SHOP', 'SG-5.2.1', 'A racket is set up in a shop.');
      if (shop.owner !== null) return no('OWNED', 'SG-5.2.1', 'Only a shop nobody owns can be racketed.');
      if (shop.racket !== null) return no('RACKETED', 'SG-5.2.1', 'This shop already pays a racket.');
      if (stopTokens(s, stop) >= COMPONENTS.tokens)
        return no('NO_TOKENS', 'SG-12.4', 'All 15 of your tokens are on the board: take one back first.');
      return null;
    case 'buy':
      if (!info || !shop) return no('NOT_SHOP', 'SG-5.3.1', 'Only a shop can be bought.');
      if (shop.owner === gang) return no('YOURS', 'SG-5.3.1', 'You already own this shop.');
      if (shop.owner !== null)
        return no('MANAGED', 'SG-5.7.6', 'Another gang’s shop cannot be bought, only stuck up for ownership.');
      if (g.cash < shopValue(city, info.id))
        return no('CASH', 'SG-5.3.1', `This shop costs ${shopValue(city, info.id)} million.`);
      if (stopTokens(s, stop) - (shop.racket === gang ? 1 : 0) >= COMPONENTS.tokens)
        return no('NO_TOKENS', 'SG-12.4', 'All 15 of your tokens are on the board: take one back first.');
      return null;
    case 'stick-up': {
      if (!info || !shop) return no('NOT_SHOP', 'SG-5.4.1', 'Only a shop can be stuck up.');
      if (shop.owner === gang) return no('YOURS', 'SG-5.4.1', 'You do not stick up your own shop.');
      if (s.turn.dueled) return no('ONE_THROW', 'SG-5.7.7', 'One dice throw for a fight per stop.');
      if (s.turn.stuckUp.includes(info.id))
        return no('AGAIN', 'SG-5.4.7', 'A gang succeeds only once a turn in sticking up the same shop.');
      if (stopPolice(s, city, stop))
        return no('POLICE', 'SG-5.7.5', 'Nobody fires at a manager with the police there.');
      if (a.mode === 'ownership' && shop.owner === null)
        return no('NOBODY', 'SG-5.4.6', 'Only a shop another gang owns can be stuck up for ownership.');
      if (a.mode === 'ownership' && stopTokens(s, stop) >= COMPONENTS.tokens)
        return no('NO_TOKENS', 'SG-12.4', 'All 15 of your tokens are on the board: take one back first.');
      const needChoice = shop.owner === null && (shop.racket === null || shop.racket === gang);
      if (needChoice) {
        const d = a.defender;
        if (d === null || d === g.seat || d >= s.seats)
          return no('DEFENDER', 'SG-8.4', 'Choose another player to defend the shop.');
        // Edition 2: a player still in the game (SG-14.1: a gang out of it plays no more).
        if (edition(s) >= 2 && !s.gangs.some((x) => x.seat === d && !x.eliminated))
          return no('DEFENDER', 'SG-8.4', 'Choose another player still in the game to defend the shop.');
      } else if (a.defender !== null)
        return no('DEFENDER', 'SG-8.3', 'The owner (or the racketeer) defends this shop.');
      return null;
    }
    case 'kill': {
      if (peaceful(s)) return no('PEACE', 'SG-3.5', 'No harm among gangsters in the three first turns.');
      if (s.turn.dueled) return no('ONE_THROW', 'SG-5.7.7', 'One dice throw for a fight per stop.');
      if (stopPolice(s, city, stop))
        return no('POLICE', 'SG-5.7.5', 'Nobody fires at another gangster with the police there.');
      const here = othersHere(s, ch);
      if (new Set(a.targets).size !== a.targets.length || a.targets.some((t) => !here.some((x) => x.id === t)))
        return no('TARGET', 'SG-5.5.1', 'Choose opponents standing on this square.');
      return null;
    }
    case 'vamp': {
      if (ch.kind !== 'vamp' || ch.vampedBy) return no('NOT_VAMP', 'SG-6.2.1', 'Only a Vamp vamps.');
      if (peaceful(s)) return no('PEACE', 'SG-3.5', 'No vamping in the three first turns.');
      const t = othersHere(s, ch).find((x) => x.id === a.target);
      if (!t || t.kind === 'vamp' || t.vampedBy)
        return no('TARGET', 'SG-6.2.1', 'A Vamp vamps an opponent’s man standing on her square.');
      if (hisGangAround(s, square, t))
        return no('NOT_ALONE', 'SG-6.2.1', 'He must be alone, without his gang around him.');
      if (ch.lastVamped === t.id) return no('TWICE', 'SG-6.2.4', 'Not the same man twice in a row.');
      return null;
    }
    case 'buy-pawns': {
      if (ch.kind !== 'dealer') return no('NOT_DEALER', 'SG-5.6.1', 'Only the Dealer trafficks.');
      if (!info?.initials.includes('star'))
        return no('NO_STAR', 'SG-5.6.2', 'Traffic pawns are bought in a shop with a star.');
      if (a.count % 2 !== 0 || a.count > COMPONENTS.tariff.pawnsAtOnce)
        return no('COUNT', 'SG-5.6.2', 'Pawns come in twos, ten at most at once.');
      if (again)
        return no(
          'ONCE',
          'SG-5.6.2',
          'The Dealer buys his pawns in one go, ten at most, and he has already bought some on this stop.',
        );
      if (pawnsInUse(s, ch.gang) + a.count > COMPONENTS.pawns)
        return no('NO_PAWNS', 'SG-2.5', 'A gang has 20 traffic pawns in all.');
      const cost = shop?.owner === gang ? 0 : (a.count / 2) * COMPONENTS.tariff.pawnPair;
      if (g.cash < cost) return no('CASH', 'SG-5.6.2', `${a.count} pawns cost ${cost} million.`);
      return null;
    }
    case 'deal': {
      if (ch.kind !== 'dealer') return no('NOT_DEALER', 'SG-6.3.1', 'Only the Dealer deals.');
      if ((s.gangs[ch.gang]?.stock ?? 0) < 1) return no('NO_STOCK', 'SG-5.6.10', 'Buy traffic pawns first.');
      if (s.traffic[a.section] !== undefined) return no('TAKEN', 'SG-5.6.8', 'That section already has a pawn.');
      const ownShop = info && shop?.owner === gang ? city.shopSections(info.id) : [];
      if (!city.sectionsAt(square).includes(a.section) && !ownShop.includes(a.section))
        return no('NOT_HERE', 'SG-5.6.8', 'Deal only on the sidewall touching your square.');
      if (edition(s) >= 2) return theirWall(s, city, a.section, gang);
      const lines = city.sectionShop(a.section);
      const lineOwner = lines ? s.shops[lines]?.owner : null;
      if (lineOwner !== null && lineOwner !== undefined && lineOwner !== gang)
        return no('THEIR_WALL', 'SG-5.6.12', 'No dealing on the sidewall of another gang’s shop.');
      return null;
    }
    case 'recruit': {
      if (!info || !shop) return no('NOT_SHOP', 'SG-7.1', 'Recruiting happens in a shop.');
      if (!info.initials.includes(INITIAL_OF[a.kind]))
        return no(
          'INITIAL',
          a.kind === 'killer' ? 'SG-7.2' : a.kind === 'dealer' ? 'SG-7.3' : 'SG-7.4',
          'This shop has no such recruit.',
        );
      if (!s.characters.some((x) => x.gang === gang && x.kind === a.kind && x.place === 'graveyard'))
        return no('ALIVE', 'SG-7.1', 'A gang recruits only to replace its dead.');
      const price = shop.owner === gang ? 0 : COMPONENTS.recruitPrice;
      if (shop.owner === null && g.cash < price) return no('CASH', 'SG-7.5', 'A recruit costs 50 million.');
      return null;
    }
    case 'take-token': {
      const t = s.shops[a.shop];
      if (!t || (t.owner !== gang && t.racket !== gang)) return no('NOT_YOURS', 'SG-12.4', 'That is not your token.');
      if (stopTokens(s, stop) < COMPONENTS.tokens)
        return no('HAVE_TOKENS', 'SG-12.4', 'You still have tokens in hand.');
      return null;
    }
  }
}

/**
 * SG-6.2.1: is the man `t` a Vamp would take on `square` not "lone": someone of his gang stands there with
 * him? From edition 5 his gang is the gang that plays each of them (SG-6.2.3: a held man is "the fourth
 * member of the vamp's gang for every action of the game"): a man of his colour whom another gang's Vamp
 * holds is not around him for his gang, and a man his gang's Vamp holds is. Edition 1 to 4 games read the
 * colour alone.
 */
function hisGangAround(s: SuperGangState, square: string, t: Character): boolean {
  const ed5 = edition(s) >= 5;
  return s.characters.some(
    (x) =>
      x.place === 'board' &&
      x.id !== t.id &&
      spotOf(x.pos) === square &&
      (ed5 ? controller(x) === controller(t) : x.gang === t.gang),
  );
}

/**
 * SG-5.6.12 / SG-5.6.9 (edition 2): a section lining a shop of another gang is theirs, unless it also lines
 * one of `gang`'s shops: a section two shops share goes to whoever deals there first. Edition 1 read only
 * the first shop the board lists for the section.
 */
function theirWall(s: SuperGangState, city: SgCity, section: string, gang: number): RuleError | null {
  const owners = city.sectionShops(section).map((x) => s.shops[x]?.owner ?? null);
  if (owners.includes(gang) || owners.every((o) => o === null)) return null;
  return no('THEIR_WALL', 'SG-5.6.12', 'No dealing on the sidewall of another gang’s shop.');
}
