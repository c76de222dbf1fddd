/**
 * The memory of moves keeps its answers as place codes (`SgCity.endCodes`, city-data.ts), which the
 * listings count and choose from: read as places, they are the ends of a fresh search, in its order, at
 * every position of whole random games played in place; a code's node and its being a shop (what the
 * cops' counting reads instead of the place) agree with the place; and an answer handed out reads the
 * same after the memory has taken a new pool (grown, or started afresh).
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { seedRng } from '../../engine/rng';
import { SimRoller } from '../../engine/sim-roller';
import type { JsonValue } from '../../engine/json';
import { FACINGS, supergangCity } from './board';
import { codeAt, codeInShop, codeNode, endAt, type EndCodes, type MoveQuery } from './city';
import { findDestinations, sgCity } from './city-data';
import { plainCopy } from './copy';
import { supergang } from './game';
import { chooseLegal } from './legal';
import { firstToAct } from './pending';
import { arrestShops, copQuery } from './rules/cops';
import { gangsterQuery } from './rules/moves';
import { findCharacter, type SuperGangState } from './state';

const GAMES = [
  { seats: 4, options: {} },
  { seats: 2, options: {} },
  { seats: 5, options: {} },
  { seats: 4, options: { police: true } },
];

/** The places of a kept answer, as the listings read them, with what the codes say of each. */
function read(list: EndCodes): unknown[] {
  const city = supergangCity();
  const out: unknown[] = [];
  for (let i = 0; i < list.length; i++) {
    const d = endAt(list, i);
    const code = codeAt(list, i);
    expect(city.ids[codeNode(code)]).toBe(d.spot);
    expect(codeInShop(code)).toBe(d.to.kind === 'shop');
    out.push({ key: d.key, to: d.to, spot: d.spot });
  }
  return out;
}

function fresh(q: MoveQuery): unknown[] {
  return findDestinations(supergangCity(), q).map((d) => ({ key: d.key, to: d.to, spot: d.spot }));
}

/** The questions the listings ask in `s`: each cop group's to move, or each character's to move. */
function asked(s: SuperGangState): MoveQuery[] {
  const city = sgCity();
  const t = s.turn;
  const out: MoveQuery[] = [];
  if (t.phase === 'cops') {
    const shops = arrestShops(s, city);
    for (const group of t.copsToMove) {
      const q = copQuery(s, city, group, shops);
      if (q) out.push(q);
    }
  }
  if (t.phase === 'move')
    for (const id of t.toMove) {
      const ch = findCharacter(s, id);
      const q = ch ? gangsterQuery(s, ch) : null;
      if (q) out.push(q);
    }
  return out;
}

/**
 * Every street start, die and mover, with eight sets of shops of one's own: more answers than the memory
 * keeps before it starts afresh (16,384). Says whether an answer came in another pool than `kept`'s.
 */
function askMany(kept?: EndCodes): boolean {
  const city = supergangCity();
  const shops = city.data.shops.map((x) => x.id as string);
  const owned = [[], shops];
  for (let k = 2; k <= 4; k++)
    for (let r = 0; r < k && owned.length < 8; r++) owned.push(shops.filter((_, i) => i % k === r));
  let other = false;
  for (const own of owned)
    for (const sq of city.data.squares)
      for (const facing of [null, ...FACINGS])
        for (let die = 1; die <= 6; die++) {
          const q: MoveQuery = { from: { kind: 'street', square: sq.id, facing }, die, kind: 'gangster', owned: own };
          other ||= sgCity().endCodes(q).codes !== kept?.codes;
          sgCity().endCodes({ ...q, kind: 'cop', owned: [], arrestShops: own });
        }
  return other;
}

describe('the memory of moves kept as place codes', () => {
  it('SG-4.1.2 SG-9.1.4 answers as a fresh search at every listing of whole games', () => {
    let checked = 0;
    for (const [k, g] of GAMES.entries()) {
      const c = createMatch(supergang, { ...g, seed: `kept-codes-${k}` });
      if (!c.ok) throw new Error(c.error.message);
      let s = plainCopy(c.value.match.state as unknown as SuperGangState);
      const dice = new SimRoller(c.value.match.rng);
      const picks = new SimRoller(seedRng(`kept-codes-bot-${k}`));
      while (!supergang.outcome(s)) {
        const seat = firstToAct(s);
        if (seat === null) break;
        for (const q of asked(s)) {
          expect(read(sgCity().endCodes(q))).toEqual(fresh(q));
          checked++;
        }
        const a = chooseLegal(s, seat, (n) => picks.draw(n));
        if (!a) break;
        const r = supergang.applyInPlace?.(s, seat, a as unknown as JsonValue, dice);
        if (!r?.ok) throw new Error(`refused: ${JSON.stringify(a)}`);
        s = r.value;
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('SG-4.1.2 an answer handed out reads the same after the memory takes a new pool', () => {
    // A first round fills the memory to its full size (its pool grown, then started afresh); the answer
    // kept is then written in that pool, and a second round starts the memory afresh again.
    askMany();
    const first: MoveQuery = { from: null, die: 3, kind: 'gangster', owned: [] };
    const kept = sgCity().endCodes(first);
    const before = read(kept);
    expect(before).toEqual(fresh(first));
    expect(askMany(kept)).toBe(true);
    expect(read(kept)).toEqual(before);
  });
});
