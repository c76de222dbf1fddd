/** Enumerating a gangster's action in The Crew (NP-7.7): pass, Make a Move, position power, special action. */
import type { MarkerRef, NpAction } from './actions';
import { content } from './content';
import { hasActiveAbility } from './rules/abilities';
import { card, gangsterAt, marksAt, position, up } from './rules/model';
import { capoSurcharge } from './rules/whacking';
import { negateFrom } from './rules/powers';
import type { Marks, NpState } from './state';
import { ChoiceWalk, sameChoice, type Find } from './choice-walk';

const POS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Occupied positions. */
export function occupied(s: NpState): number[] {
  const out: number[] = [];
  for (let p = 1; p <= 9; p++) if ((s.positions[p - 1] ?? null) !== null) out.push(p);
  return out;
}
/** The other seats. */
export function others(s: NpState, seat: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < s.seats; k++) if (k !== seat) out.push(k);
  return out;
}

/** Every marker on the board, as references (one per owner and coin state). */
export function markerRefs(s: NpState): MarkerRef[] {
  return markerRefsRead(fillRefs(s));
}

/** `markerRefs`, read into reused lists (a pick writes out only the references it names). */
const REF_POS: number[] = [];
const REF_OWNER: number[] = [];
const REF_COIN: boolean[] = [];

/** Reads `markerRefs(s)` into `REF_POS`, `REF_OWNER` and `REF_COIN`; returns how many there are. */
function fillRefs(s: NpState): number {
  let n = 0;
  for (const pos of POS) {
    const m = marksAt(s, pos);
    if (!m) continue;
    for (let owner = -1; owner < s.seats; owner++) {
      const have = owner < 0 ? m.neutral : (m.seats[owner] ?? 0);
      const onCoin = m.blackmail === owner ? 1 : 0;
      if (have - onCoin > 0) n = putRef(n, pos, owner, false);
      if (onCoin && have > 0) n = putRef(n, pos, owner, true);
    }
  }
  return n;
}

function putRef(n: number, pos: number, owner: number, coin: boolean): number {
  REF_POS[n] = pos;
  REF_OWNER[n] = owner;
  REF_COIN[n] = coin;
  return n + 1;
}

/** The reference read at index `i` by `fillRefs`, written out as `markerRefs` writes it. */
function refAt(i: number): MarkerRef {
  return { pos: REF_POS[i] as number, owner: REF_OWNER[i] as number, coin: REF_COIN[i] as boolean };
}

/** The references `fillRefs` read (its first `n`), written out. */
function markerRefsRead(n: number): MarkerRef[] {
  const out: MarkerRef[] = [];
  for (let i = 0; i < n; i++) out.push(refAt(i));
  return out;
}

/** Owners (a seat, or null for neutral) with markers on `pos`. */
export function owners(s: NpState, pos: number): (number | null)[] {
  const m = marksAt(s, pos);
  if (!m) return [];
  const out: (number | null)[] = [];
  for (let k = 0; k < m.seats.length; k++) if ((m.seats[k] as number) > 0) out.push(k);
  if (m.neutral > 0) out.push(null);
  return out;
}

/** NP-7.8: a gangster may Make a Move when his arrow leads to a gangster. */
const canMove = (s: NpState, pos: number): boolean => {
  const target = up(pos);
  return target !== null && gangsterAt(s, target) !== null;
};

/** The choices of the controller of the gangster in `pos`, minus those the blackmailer refused. */
export function gangsterChoices(s: NpState, seat: number, pos: number, refused: readonly unknown[]): NpAction[] {
  const g = gangsterAt(s, pos);
  if (!g) return [];
  const occ = occupied(s);
  const money = s.money[seat] ?? 0;
  const out: NpAction[] = [{ type: 'pass' }];
  if (canMove(s, pos)) out.push({ type: 'move' });
  powerChoices(s, seat, pos, occ, money, out);
  if (hasActiveAbility(g)) out.push(...abilityChoices(s, seat, pos, g, occ, money));
  if (refused.length === 0) return out;
  // A choice is refused when it reads as a refused proposal (the state's JSON), key order included.
  return out.filter((a) => !refused.some((r) => sameChoice(a, r)));
}

/**
 * `gangsterChoices` for `chooseLegal` (legal-pick.ts): one of them, at the index `choose` answers,
 * with only the chosen one written out (a power such as switching two markers has hundreds of
 * choices). The choices the blackmailer refused are found by a walk that stops at each, and skipped.
 * Undefined, without calling `choose`, when there is none.
 */
export function chooseGangsterChoice(
  s: NpState,
  seat: number,
  pos: number,
  refused: readonly unknown[],
  choose: (n: number) => number,
): NpAction | undefined {
  const g = gangsterAt(s, pos);
  if (!g) return undefined;
  const occ = occupied(s);
  const money = s.money[seat] ?? 0;
  const move = canMove(s, pos) ? 1 : 0;
  const powers = powerCount(s, seat, pos, occ, money);
  const active = hasActiveAbility(g);
  const abilities = active ? (abilityWalk(s, seat, pos, g, occ, money, -1) as number) : 0;
  const skip: number[] = [];
  for (const r of refused) {
    const at = refusedAt(s, seat, pos, g, occ, money, move, powers, active, r);
    if (at >= 0 && !skip.includes(at)) skip.push(at);
  }
  const n = 1 + move + powers + abilities - skip.length;
  if (n <= 0) return undefined;
  let k = choose(n);
  // The index among all choices: past each refused one at or before it.
  skip.sort((a, b) => a - b);
  for (const at of skip) if (at <= k) k++;
  if (k === 0) return { type: 'pass' };
  k -= 1;
  if (k < move) return { type: 'move' };
  k -= move;
  if (k < powers) return powerChoices(s, seat, pos, occ, money, k) as NpAction;
  return abilityWalk(s, seat, pos, g, occ, money, k - powers) as NpAction;
}

const PASS: NpAction = { type: 'pass' };
const MOVE: NpAction = { type: 'move' };

/** The index among `gangsterChoices` (none refused) of the one that reads as `r`, or -1. */
function refusedAt(
  s: NpState,
  seat: number,
  pos: number,
  g: string,
  occ: readonly number[],
  money: number,
  move: number,
  powers: number,
  active: boolean,
  r: unknown,
): number {
  if (sameChoice(PASS, r)) return 0;
  if (move === 1 && sameChoice(MOVE, r)) return 1;
  const type = typeof r === 'object' && r !== null ? (r as { type?: unknown }).type : undefined;
  const find: Find = { value: r, at: -1 };
  if (type === 'power') {
    powerChoices(s, seat, pos, occ, money, find);
    return find.at < 0 ? -1 : 1 + move + find.at;
  }
  if (type === 'ability' && active) {
    abilityWalk(s, seat, pos, g, occ, money, find);
    return find.at < 0 ? -1 : 1 + move + powers + find.at;
  }
  return -1;
}

/** How many power choices `powerChoices` lists, the two largest counted without walking them. */
function powerCount(s: NpState, seat: number, pos: number, occ: readonly number[], money: number): number {
  switch (position(pos).power) {
    case 'switch-markers':
      return switchPairs(s);
    case 'remove-marker':
      return markerRefCount(s);
    case 'place-neutral': {
      // Three positions, lowest first, repeats allowed: the multisets of three of the occupied ones.
      const m = occ.length;
      return s.neutralSupply >= 3 ? (m * (m + 1) * (m + 2)) / 6 : 0;
    }
    default:
      return powerChoices(s, seat, pos, occ, money, -1) as number;
  }
}

/**
 * The pairs of marker references `switch-markers` may name: of two owners, and not two plain
 * markers on one gangster. Each (position, owner, coin) has one reference, so the pairs of one
 * owner and the plain pairs on one gangster never overlap: all pairs minus each kind. Counted as
 * `markerRefs` lists them, none written out.
 */
function switchPairs(s: NpState): number {
  const byOwner: number[] = [0, 0, 0, 0, 0, 0]; // owners -1 (neutral) to 4
  let all = 0;
  let n = 0;
  for (const pos of POS) {
    const m = marksAt(s, pos);
    if (!m) continue;
    let plain = 0;
    for (let owner = -1; owner < s.seats; owner++) {
      const refs = refsOf(m, owner);
      if (refs === 0) continue;
      byOwner[owner + 1] = (byOwner[owner + 1] ?? 0) + (refs & 1) + (refs >> 1);
      all += (refs & 1) + (refs >> 1);
      plain += refs & 1;
    }
    n -= pairs(plain);
  }
  n += pairs(all);
  for (const k of byOwner) n -= pairs(k);
  return n;
}

/** `markerRefs(s).length`, none written out. */
function markerRefCount(s: NpState): number {
  let n = 0;
  for (const pos of POS) {
    const m = marksAt(s, pos);
    if (!m) continue;
    for (let owner = -1; owner < s.seats; owner++) {
      const refs = refsOf(m, owner);
      n += (refs & 1) + (refs >> 1);
    }
  }
  return n;
}

/** The references `markerRefs` lists for one owner on one gangster: 1 a plain one, 2 the coin's, 3 both. */
function refsOf(m: Marks, owner: number): number {
  const have = owner < 0 ? m.neutral : (m.seats[owner] ?? 0);
  const onCoin = m.blackmail === owner ? 1 : 0;
  return (have - onCoin > 0 ? 1 : 0) + (onCoin && have > 0 ? 2 : 0);
}

const pairs = (n: number): number => (n * (n - 1)) / 2;

/**
 * The position's power choices (NP-15), in `legal`'s order: pushed onto `want` when it is a list;
 * else the one at index `want`, or (past the last, -1 say) how many there are, none written out.
 */
function powerChoices(
  s: NpState,
  seat: number,
  pos: number,
  occ: readonly number[],
  money: number,
  want: NpAction[] | number | Find,
): NpAction | number {
  const w = new ChoiceWalk(want);
  const costs = content().board.costs;
  switch (position(pos).power) {
    case 'whack':
      for (const t of occ)
        if (t !== pos && money >= costs.thirdGuyWhack + capoSurcharge(t) && w.next()) {
          const x = power(t, null, [], []);
          if (w.take(x)) return x;
        }
      break;
    case 'negate':
      for (const t of occ)
        if (t >= negateFrom(s) && w.next()) {
          const x = power(t, null, [], []);
          if (w.take(x)) return x;
        }
      break;
    case 'remove-marker':
      for (let i = 0, n = fillRefs(s); i < n; i++)
        if (w.next()) {
          const x = power(null, null, [refAt(i)], []);
          if (w.take(x)) return x;
        }
      break;
    case 'steal-3':
      for (const k of others(s, seat))
        if (w.next()) {
          const x = power(null, k, [], []);
          if (w.take(x)) return x;
        }
      break;
    case 'switch-markers': {
      const n = fillRefs(s);
      // A list shares each reference among its pairs, as before; a pick writes out its two alone.
      const refs = w.listing ? markerRefsRead(n) : null;
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          if (
            REF_OWNER[i] !== REF_OWNER[j] &&
            (REF_POS[i] !== REF_POS[j] || REF_COIN[i] === true || REF_COIN[j] === true) &&
            w.next()
          ) {
            const x = power(null, null, refs ? [refs[i] as MarkerRef, refs[j] as MarkerRef] : [refAt(i), refAt(j)], []);
            if (w.take(x)) return x;
          }
        }
      }
      break;
    }
    case 'place-own':
      if ((s.supply[seat] ?? 0) > 0)
        for (const t of occ)
          if (w.next()) {
            const x = power(t, null, [], []);
            if (w.take(x)) return x;
          }
      break;
    case 'place-neutral':
      if (s.neutralSupply >= 3) {
        for (const a of occ)
          for (const b of occ)
            for (const c of occ)
              if (a <= b && b <= c && w.next()) {
                const x = power(null, null, [], [a, b, c]);
                if (w.take(x)) return x;
              }
      }
      break;
    case 'draw-card':
      if (w.next()) {
        const x = power(null, null, [], []);
        if (w.take(x)) return x;
      }
      break;
    case 'none':
      break;
  }
  return w.n;
}

/** A power, as `act.power` gives it: the same keys in the same order, written out. */
function power(pos: number | null, seat: number | null, markers: MarkerRef[], targets: number[]): NpAction {
  return { type: 'power', pos, seat, markers, targets };
}

function abilityChoices(s: NpState, seat: number, pos: number, g: string, occ: number[], money: number): NpAction[] {
  const out: NpAction[] = [];
  abilityWalk(s, seat, pos, g, occ, money, out);
  return out;
}

/** A special action, as `act.ability` gives it: the same keys in the same order, written out. */
function ability(pos: number | null, pos2: number | null, seat: number | null, amount: number): NpAction {
  return { type: 'ability', pos, pos2, seat, amount, markers: [] };
}

/**
 * The gangster's special action choices (NP-7.7.3), in `legal`'s order: pushed onto `want` when it
 * is a list; else the one at index `want`, or (past the last, -1 say) how many there are.
 */
function abilityWalk(
  s: NpState,
  seat: number,
  pos: number,
  g: string,
  occ: readonly number[],
  money: number,
  want: NpAction[] | number | Find,
): NpAction | number {
  const ab = card(g).ability;
  const w = new ChoiceWalk(want);
  let x: NpAction;
  switch (ab.kind) {
    case 'whack':
      for (const t of occ)
        if (
          t !== pos &&
          money >= (ab.cost ?? 0) + capoSurcharge(t) &&
          w.next() &&
          w.take((x = ability(t, null, null, 0)))
        )
          return x;
      break;
    case 'place-own':
    case 'place-neutral':
      if (ab.kind === 'place-own' ? (s.supply[seat] ?? 0) > 0 : s.neutralSupply > 0)
        for (const t of occ) if (w.next() && w.take((x = ability(t, null, null, 0)))) return x;
      break;
    case 'remove-any':
    case 'jail-self-remove':
      for (const t of occ) {
        const m = marksAt(s, t);
        if (!m) continue;
        // `owners`' order: the seats with markers, then neutral (null).
        for (let k = 0; k <= m.seats.length; k++) {
          const has = k < m.seats.length ? (m.seats[k] as number) > 0 : m.neutral > 0;
          if (has && w.next() && w.take((x = ability(t, null, k < m.seats.length ? k : null, 0)))) return x;
        }
      }
      break;
    case 'draw-cards':
    case 'draw-two-give-one':
    case 'take-money':
      if (w.next() && w.take((x = ability(null, null, null, 0)))) return x;
      break;
    case 'steal-money': {
      let rich = -Infinity;
      for (let k = 0; k < s.seats; k++) if (k !== seat) rich = Math.max(rich, s.money[k] ?? 0);
      for (let k = 0; k < s.seats; k++)
        if (
          k !== seat &&
          (ab.mode !== 'richest' || (s.money[k] ?? 0) === rich) &&
          w.next() &&
          w.take((x = ability(null, null, k, 0)))
        )
          return x;
      break;
    }
    case 'sell-respect': {
      const most = Math.floor((ab.amount ?? 0) / (ab.rate ?? 3));
      for (let k = 0; k < most; k++) if (w.next() && w.take((x = ability(null, null, null, k + 1)))) return x;
      break;
    }
    case 'swap-hands':
      for (let k = 0; k < s.seats; k++) if (k !== seat && w.next() && w.take((x = ability(null, null, k, 0)))) return x;
      break;
    case 'swap-with':
      if (ab.mode === 'arrow') {
        const t = up(pos);
        if (t !== null && gangsterAt(s, t) !== null && w.next() && w.take((x = ability(null, null, null, 0)))) return x;
      } else {
        for (const t of occ) if (t !== pos && w.next() && w.take((x = ability(null, t, null, 0)))) return x;
      }
      break;
    case 'swap-two':
      for (const a of occ) for (const b of occ) if (b > a && w.next() && w.take((x = ability(a, b, null, 0)))) return x;
      break;
    case 'move-to-empty':
      if (ab.mode === 'anytime') break;
      for (const t of POS)
        if (gangsterAt(s, t) === null && w.next() && w.take((x = ability(t, null, null, 0)))) return x;
      break;
    case 'roll-respect':
      if (ab.mode === 'target') {
        for (let k = 0; k < s.seats; k++)
          if (k !== seat && w.next() && w.take((x = ability(null, null, k, 0)))) return x;
      } else if (w.next() && w.take((x = ability(null, null, null, 0)))) return x;
      break;
    default:
      break;
  }
  return w.n;
}
