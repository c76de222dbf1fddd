/** Beginning play (G-4.3): secret starting placement in the Gang's own Joints, revealed together. */
import { describe, expect, it } from 'vitest';
import { createMatch, type Match } from '../../../engine/match';
import { redactEvents } from '../../../engine/events';
import { gangsters } from '../game';
import { gangstersView } from '../view';
import { act, BROWN, GREEN, RED, refusal, start, st, YELLOW } from '../testing/game-play';
import { legalActions } from '../legal';

/** Red is player #1 (G-3.1); each Gang drafts three cheap Joints and records a small Gang. */
function afterRecruiting(): Match {
  const created = createMatch(
    gangsters,
    { options: {}, seats: 4, seed: 'g43' },
    { kind: 'script', dice: [6, 6, 6, 6, 6, ...Array<number>(15).fill(1)] },
  );
  if (!created.ok) throw new Error(created.error.message);
  let m = created.value.match;
  const picks = [
    ['huffs-cafe', 'eagle-ice-works', 'hudson-cold-storage', 'acme-junk-yard'],
    ['kowalskis-bakery', 'smc-cartage', 'tannery-row-hides', 'eastgate-freight-depot'],
    ['ace-garage', 'pier-9-warehouse', 'mill-street-lumber', 'dixie-shoeshine'],
  ];
  for (const round of picks) round.forEach((b, seat) => (m = act(m, seat, { type: 'draft', building: b }).m));
  for (const seat of [RED, YELLOW, GREEN, BROWN])
    m = act(m, seat, { type: 'recruit-plan', racketeer: 2, thug: 1, vamp: seat === BROWN ? 0 : 1 }).m;
  return m;
}

describe('G-4.3 setup', () => {
  it('G-4.3 each Gang records its starting Joints in secret; the others see only that it has', () => {
    let m = afterRecruiting();
    expect(st(m).phase).toBe('place');
    const r = act(m, YELLOW, {
      type: 'placement',
      racketeer: 'eagle-ice-works',
      thug: 'eagle-ice-works',
      vamp: 'smc-cartage',
    });
    m = r.m;
    const seenByRed = gangstersView(st(m), RED);
    expect(seenByRed.setupPlacements[YELLOW]).toBeNull();
    expect(seenByRed.handedIn.placements).toEqual([false, true, false, false]);
    expect(seenByRed.gangs[YELLOW]?.pieces).toEqual({ racketeer: null, thug: null, vamp: null });
    const redLog = redactEvents(r.events, RED)
      .map((e) => e.text)
      .join(' ');
    expect(redLog).not.toMatch(/Eagle|SMC/);
    expect(gangsters.pending(st(m)).map((p) => p.seat)).toEqual([RED, GREEN, BROWN]);
  });

  it('G-4.3 every gangster starts in one of its own Joints, and only recruited types are placed', () => {
    const m = afterRecruiting();
    const yellowsJoint = { type: 'placement', racketeer: 'eagle-ice-works', thug: 'huffs-cafe', vamp: 'huffs-cafe' };
    expect(refusal(m, RED, yellowsJoint).clause).toBe('G-4.3');
    const noVamp = { type: 'placement', racketeer: 'acme-junk-yard', thug: 'acme-junk-yard', vamp: 'acme-junk-yard' };
    expect(refusal(m, BROWN, noVamp).code).toBe('NO_SUCH_PIECE');
  });

  it('G-4.3 once all have recorded, every piece is placed at once and player #1 takes the first turn', () => {
    let m = afterRecruiting();
    m = act(m, RED, { type: 'placement', racketeer: 'huffs-cafe', thug: 'huffs-cafe', vamp: 'kowalskis-bakery' }).m;
    m = act(m, YELLOW, { type: 'placement', racketeer: 'smc-cartage', thug: 'smc-cartage', vamp: 'smc-cartage' }).m;
    m = act(m, GREEN, {
      type: 'placement',
      racketeer: 'hudson-cold-storage',
      thug: 'hudson-cold-storage',
      vamp: 'mill-street-lumber',
    }).m;
    expect(st(m).gangs[RED]?.pieces.racketeer).toBeNull(); // nothing on the board until all are in
    const r = act(m, BROWN, { type: 'placement', racketeer: 'acme-junk-yard', thug: 'dixie-shoeshine', vamp: null });
    const s = st(r.m);
    expect(s.gangs[RED]?.pieces.vamp).toEqual({ at: 'kowalskis-bakery', facing: null, criminal: false });
    expect(s.gangs[BROWN]?.pieces.thug?.at).toBe('dixie-shoeshine');
    expect(r.events.filter((e) => e.type === 'placement-reveal' && e.visibility === 'public')).toHaveLength(4);
    expect(s.phase).toBe('buy');
    expect(s.turn.seat).toBe(RED);
  });
});

describe('G-3 prepare to play', () => {
  it('G-3.1 the highest total of all five dice goes first; a tie rolls again among the tied, and play runs clockwise', () => {
    // Red 30 and Yellow 30 tie above Green 5 and Brown 5; the re-roll: Red 5, Yellow 30.
    const dice = [...Array<number>(10).fill(6), ...Array<number>(15).fill(1), ...Array<number>(5).fill(6)];
    const r = createMatch(gangsters, { options: {}, seats: 4, seed: 'g31' }, { kind: 'script', dice });
    if (!r.ok) throw new Error(r.error.message);
    expect(st(r.value.match).order).toEqual([YELLOW, GREEN, BROWN, RED]);
    expect(r.value.events.filter((e) => e.type === 'roll').length).toBe(6 * 5);
    expect(gangsters.pending(st(r.value.match))).toMatchObject([{ seat: YELLOW, kind: 'draft' }]);
  });

  it('G-3.3 (G-9.1) the nine Cops 2–10, the ten Bribe markers and the four Publics start in their cups', () => {
    const r = createMatch(gangsters, { options: {}, seats: 4, seed: 'g33' });
    if (!r.ok) throw new Error(r.error.message);
    const s = st(r.value.match);
    expect([...s.copCup].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(s.cops).toEqual([]);
    expect([...s.bribeCup].sort((a, b) => a - b)).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(s.publics.map((p) => [p.strength, p.at])).toEqual([
      [1, null],
      [1, null],
      [2, null],
      [3, null],
    ]);
  });

  it('G-3.4 a Gang has ten Joint markers: with ten Joints it cannot buy an eleventh', () => {
    const ten = ['westgate-hotel', 'astoria-house', 'hawthorne-hotel', 'hotel-belgrave', 'huffs-cafe'];
    const more = ['rosies-speakeasy', 'delmonico-grill', 'burlys-beefhaus', 'copper-kettle', 'shamrock-tavern'];
    const m = start(`
      turn red buy
      cash red=5000
      gang red racketeer=2@lous-diner
      ${[...ten, ...more].map((j) => `joint ${j} red`).join('\n')}`);
    const r = refusal(m, RED, { type: 'buy' });
    expect(r.clause).toBe('G-3.4');
    expect(legalActions(st(m), RED).some((a) => a.type === 'buy')).toBe(false);
  });
});

describe('G-4.1 the Joint draft', () => {
  /** Red is player #1; it takes the Westgate Hotel ($600), the others take $100 buildings. */
  function afterFirstRound(): Match {
    const r = createMatch(
      gangsters,
      { options: {}, seats: 4, seed: 'g41' },
      { kind: 'script', dice: [6, 6, 6, 6, 6, ...Array<number>(15).fill(1)] },
    );
    if (!r.ok) throw new Error(r.error.message);
    let m = r.value.match;
    ['westgate-hotel', 'smc-cartage', 'ace-garage', 'eagle-ice-works'].forEach(
      (b, seat) => (m = act(m, seat, { type: 'draft', building: b }).m),
    );
    return m;
  }

  it('G-4.1 three Joints may cost at most $1,100 together: a pick that leaves no room is refused', () => {
    const m = afterFirstRound();
    // $600 + $600 is over the cap already; $600 + $400 leaves $100 for the third pick, which a $100 building fits.
    expect(refusal(m, RED, { type: 'draft', building: 'hawthorne-hotel' }).code).toBe('OVER_CAP');
    expect(refusal(m, RED, { type: 'draft', building: 'frankies-house-of-cards' }).clause).toBe('G-4.1');
    const offered = legalActions(st(m), RED).map((a) => (a.type === 'draft' ? a.building : ''));
    expect(offered).toContain('huffs-cafe');
    expect(offered).not.toContain('hotel-belgrave');
    let after = act(m, RED, { type: 'draft', building: 'huffs-cafe' }).m;
    ['tannery-row-hides', 'pier-9-warehouse', 'hudson-cold-storage'].forEach(
      (b, i) => (after = act(after, i + 1, { type: 'draft', building: b }).m),
    );
    // Round three: only a $100 building keeps Red within $1,100.
    expect(refusal(after, RED, { type: 'draft', building: 'lous-diner' }).clause).toBe('G-4.1');
    const third = legalActions(st(after), RED).map((a) => (a.type === 'draft' ? a.building : ''));
    expect(third.length).toBeGreaterThan(0);
    expect(third.every((b) => !['lous-diner', 'kowalskis-bakery'].includes(b))).toBe(true);
  });

  it('G-4.1 a Gang whose three Joints cost less than $1,100 receives the difference', () => {
    let m = afterFirstRound();
    const rounds = [
      ['huffs-cafe', 'tannery-row-hides', 'pier-9-warehouse', 'hudson-cold-storage'],
      ['mill-street-lumber', 'acme-junk-yard', 'eastgate-freight-depot', 'dixie-shoeshine'],
    ];
    for (const round of rounds) round.forEach((b, seat) => (m = act(m, seat, { type: 'draft', building: b }).m));
    // Red: $600 + $400 + $100 = $1,100, no change; Brown: $100 + $100 + $200 = $400, so $700.
    expect(st(m).gangs.map((g) => g.cash)).toEqual([0, 800, 800, 700]);
    expect(st(m).phase).toBe('recruit');
  });
});
