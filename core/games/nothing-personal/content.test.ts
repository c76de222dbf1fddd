import { describe, expect, it } from 'vitest';
import { content, parseContent } from './content';
import { NP_CLAUSES } from './clauses';
import { influencePool } from './setup';

const c = content();
const byName = (name: string) => Object.values(c.gangsterById).find((g) => g.name === name);
const pos = (n: number) => c.board.positions[n - 1];

describe('Nothing Personal content', () => {
  it('NP-1.6 NP-2.1 NP-2.2 NP-2.3 NP-2.4 NP-2.5 50 gangsters, each with name, type, Respect and money', () => {
    expect(c.gangsters.main).toHaveLength(50);
    for (const g of c.gangsters.main) {
      expect(g.name.length).toBeGreaterThan(0);
      expect(['thug', 'hitman', 'gambler', 'conman']).toContain(g.type);
      expect(Number.isInteger(g.respect) && Number.isInteger(g.money)).toBe(true);
    }
    const types = new Set(c.gangsters.main.map((g) => g.type));
    expect(types.size).toBe(4);
  });

  it('NP-14.2 NP-18.1 NP-19.1 NP-20.1 three expansion decks of 18', () => {
    expect(c.gangsters.designers).toHaveLength(18);
    expect(c.gangsters.historical).toHaveLength(18);
    expect(c.gangsters.youngTurks).toHaveLength(18);
  });

  it('every gangster the rulebook names is in the right deck', () => {
    const main = [
      '"Killer" Mac Pheeto',
      '"Eager" Jim Redio',
      'Mikey "Jaws" Rudmanilli',
      'Eric "The Voice" Summerino',
      'Tom "The Insane" Vaselini',
      'Manny "Curly" Corte',
      'Marco Zohgoli',
      'Morris "Egg" Caruso',
      'Ryan "The Mouth" D\'sturm',
      'Steve Averso',
      'Paulie Guistono',
    ];
    const designers = [
      'Antoine "Death" Bauza',
      'Bill "The Tiebreaker" Eberle',
      'Bryan da Pope',
      'Chris "Snake" Bollinger',
      'Colby "the Hat" Dauch',
      'David "Fairplay" Sirlini',
      'Dombino Crapshooti',
      'Jason "Twilight" Mateo',
      'Matt "The Virus" Leacock',
      'Leo "The Coachman" Seyfarth',
      'Mike "Machine Gun" Fitz',
      'Ricardo Launius',
    ];
    const historical = [
      'Frank "The Enforcer" Nitti',
      'Bugs Moran',
      'Harvey Bailey',
      'Bonnie Elizabeth Parker',
      'Clyde Chestnut Barrow',
      '"Big Jim" Colisimo',
      'Carlos Gambino',
      '"Machine Gun" Kelly',
      '"Baby Face" Nelson',
    ];
    for (const n of main) expect(byName(n)?.set, n).toBe('main');
    for (const n of designers) expect(byName(n)?.set, n).toBe('designers');
    for (const n of historical) expect(byName(n)?.set, n).toBe('historical');
    expect(byName('Geraldo "Bazooka" Chaconichio')?.set).toBe('young-turks');
  });

  it('NP-7.5-ex1 Jim Redio as Racketeer pays 4 Respect and $3; Mikey Rudmanilli as Underboss costs 4 Respect and pays $5', () => {
    const jim = byName('"Eager" Jim Redio');
    const mikey = byName('Mikey "Jaws" Rudmanilli');
    expect(pos(5)?.name).toBe('Racketeer');
    expect((pos(5)?.respect ?? 0) + (jim?.respect ?? 0)).toBe(4);
    expect((pos(5)?.money ?? 0) + (jim?.money ?? 0)).toBe(3);
    expect(pos(8)?.name).toBe('Underboss');
    expect((pos(8)?.respect ?? 0) + (mikey?.respect ?? 0)).toBe(-4);
    expect((pos(8)?.money ?? 0) + (mikey?.money ?? 0)).toBe(5);
  });

  it('NP-7.8-ex1 Guistono has Respect 2 and the Second Guy arrow leads to the Racketeer (5)', () => {
    expect(byName('Paulie Guistono')?.respect).toBe(2);
    expect(c.board.arrows).toContainEqual({ from: 2, to: 5 });
  });

  it('NP-10.3-ex1 arrows: the Underboss answers to the Capo, the First Guy to the Enforcer', () => {
    expect(c.board.arrows).toContainEqual({ from: 8, to: 9 });
    expect(c.board.arrows).toContainEqual({ from: 3, to: 6 });
    for (let p = 1; p <= 8; p++) expect(c.board.arrows.filter((a) => a.from === p)).toHaveLength(1);
  });

  it('NP-15.1.1 … NP-15.9.1 the nine positions, numbered and named, with their powers', () => {
    expect(c.board.positions.map((p) => p.name)).toEqual([
      'Third Guy',
      'Second Guy',
      'First Guy',
      'Bean Counter',
      'Racketeer',
      'Enforcer',
      'Counselor',
      'Underboss',
      'Capo',
    ]);
    expect(c.board.positions.map((p) => p.power)).toEqual([
      'whack',
      'negate',
      'remove-marker',
      'steal-3',
      'switch-markers',
      'place-own',
      'place-neutral',
      'draw-card',
      'none',
    ]);
    expect(c.board.associateSpaces).toBe(3);
  });

  it('NP-9.2.4 Prison thresholds: 9, 10 and 11 markers for 3, 4 and 5 players', () => {
    expect(c.board.prisonThresholds).toEqual({ '3': 9, '4': 10, '5': 11 });
  });

  it('NP-7.8.5 NP-7.11-ex1 the Move die shows 1, 3, 4, 5, 7 and 8', () => {
    expect(c.dice.move.faces.map((f) => f.value)).toEqual([1, 3, 4, 5, 7, 8]);
    expect(c.dice.move.faces.filter((f) => f.kind === 'seven')).toHaveLength(1);
    expect(c.dice.move.faces.filter((f) => f.kind === 'eight')).toHaveLength(1);
  });

  it('NP-13.2.1 NP-13.2.4 NP-13.2.5 the Whack die shows guns, a Capo, a 7 and blanks', () => {
    const kinds = c.dice.whack.faces.map((f) => f.kind);
    expect(new Set(kinds)).toEqual(new Set(['gun', 'capo', 'seven', 'blank']));
    expect(kinds.filter((k) => k === 'gun' || k === 'capo')).toHaveLength(3);
  });

  it('NP-1.7 94 influence cards with icons, multi-icon, red icons, OR, Crew, any-time, Snitch and Blackmail', () => {
    expect(influencePool()).toHaveLength(94);
    const cards = c.influence;
    expect(cards.some((x) => x.icons.length > 1)).toBe(true);
    expect(cards.some((x) => x.icons.some((i) => i.kind === 'position' && i.position === 1 && i.n === 3))).toBe(true);
    expect(cards.some((x) => x.effect?.or)).toBe(true);
    expect(cards.some((x) => x.timing === 'crew')).toBe(true);
    expect(cards.some((x) => x.timing === 'any' && x.icons.length > 0)).toBe(true);
    expect(cards.find((x) => x.effect?.kind === 'snitch')?.timing).toBe('any');
    expect(cards.filter((x) => x.effect?.kind === 'blackmail').reduce((n, x) => n + x.copies, 0)).toBeLessThanOrEqual(
      c.board.supplies.blackmailCoins,
    );
    expect(
      cards.some(
        (x) =>
          x.effect?.kind === 'gift-other' &&
          x.icons[0]?.kind === 'type' &&
          x.icons[0].type === 'hitman' &&
          x.icons[0].n === 3,
      ),
    ).toBe(true);
    expect(cards.some((x) => x.effect?.kind === 'extra-for-5')).toBe(true);
    for (const t of ['thug', 'hitman', 'gambler', 'conman']) {
      expect(cards.some((x) => x.icons.some((i) => i.kind === 'type' && i.type === t))).toBe(true);
    }
  });

  it('NP-16.1 … NP-16.12 every influence card the rulebook names is in the deck', () => {
    const names = [
      'Another D.A. Dead',
      'Delivery Dupes Guards',
      'Fido Fight Club',
      'Gang Wars Go On',
      'Is Jones Joking?',
      '"Jones" Rule Passes',
      'Sibling Rivalry',
      'Stunning Jailbreak!',
      'Suspect Silenced',
      'Testimony Unsealed',
      '"Whacky" Insurance',
      'Worth a Thousand Words',
    ];
    for (const n of names)
      expect(
        c.influence.some((x) => x.name === n),
        n,
      ).toBe(true);
  });

  it('NP-1.3 NP-1.5 NP-1.10 NP-3.5 NP-3.6 supplies match the components', () => {
    expect(c.board.supplies).toMatchObject({
      markersPerFamily: 25,
      neutralMarkers: 25,
      blackmailCoins: 8,
      startingMoney: 5,
      bank: 45 + 100 + 100,
    });
  });

  it('rejects broken content with readable errors', () => {
    const r = parseContent({ board: {}, dice: {}, gangsters: {}, influence: { cards: [] } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join(' ')).toMatch(/board/);
  });

  it('the clause list covers the rulebook index', () => {
    expect(NP_CLAUSES).toHaveLength(243);
    expect(NP_CLAUSES).toContain('NP-7.3.2');
  });
});
