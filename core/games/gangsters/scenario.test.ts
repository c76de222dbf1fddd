import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseScenario, scenarioMatch } from './scenario';
import { gangstersView } from './view';
import { COMPONENTS } from './state';

describe('scenario notation', () => {
  it('reads a position with pieces, Joints, Cops, Publics, Bribes, cash, turn and phase', () => {
    const r = parseScenario(`
      players 5
      options wheels turnCap=50
      turn green move # a comment
      dice red=2 green=1 blue=4 white=5 black=3
      cash green=5000 commissioner=2000
      gang green racketeer=3@hawthorne-hotel thug=6@s10-8/east/criminal vamp=1@lous-diner
      equip green wheels
      joint hawthorne-hotel green x2
      joint lous-diner none x2
      cop 4@s12-4/east
      public 3@hawthorne-hotel
      bribe commissioner 4`);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    expect(s.commissioner).toBe(4);
    expect(s.turn.seat).toBe(2);
    expect(s.phase).toBe('move');
    expect(s.gangs[2]?.pieces.thug).toEqual({ at: 's10-8', facing: 'east', criminal: true });
    expect(s.joints['lous-diner']).toEqual({ owner: null, level: 2 });
    expect(s.options.turnCap).toBe(50);
    expect(s.bank + s.commissionerCash + s.gangs.reduce((a, g) => a + g.cash, 0)).toBe(COMPONENTS.bank);
  });

  it.each([
    ['gang purple racketeer=1@hawthorne-hotel', /line 1: unknown Gang "purple"/],
    ['gang red racketeer=11@hawthorne-hotel', /over the limit \(G-7.3\)/],
    ['joint city-hall red', /not a coloured building/],
    ['cop 11@s12-4/east', /strengths 2–10/],
    ['cop 4@s12-4', /needs a facing \(G-6.4\)/],
    ['teleport red', /unknown statement/],
    ['setup bidding', /setup must be one of draft, recruit, place/],
    ['setup draft\nturn red move', /has no turn yet/],
    ['setup draft\njoint huffs-cafe yellow', /the draft goes in turn order: Red should hold 1 Joints/],
    ['setup draft\ngang red racketeer=2@huffs-cafe', /only after placement \(G-4.3\)/],
    ['plan red racketeer=2', /belongs to "setup recruit"/],
    ['setup recruit\njoint huffs-cafe red', /must hold its three drafted Joints/],
    ['placed red racketeer=huffs-cafe', /belong to "setup place"/],
    ['players 5\npawns commissioner', /no Movement Pawn \(G-17.3\)/],
    ['pawns red red', /named twice/],
    ['first nobody', /unknown Gang "nobody"/],
    ['players 5\nturn commissioner buy', /only the phases cop and move \(G-17.3\)/],
    ['turn red defer', /only a Gang playing with the Commissioner defers/],
  ])('refuses "%s" with a clear error', (line, msg) => {
    const r = parseScenario(line);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(msg);
  });

  it('G-17.2 five-player turns: a Gang’s "cop" phase is the deferred Cop action, the Commissioner’s "move" his Publics', () => {
    const deferred = parseScenario('players 5\nturn red cop\ndice blue=2');
    expect(deferred.ok && deferred.value.turn.copActor).toBe(4);
    const publics = parseScenario('players 5\nturn commissioner move\ndice blue=2 white=3');
    expect(publics.ok && publics.value.phase).toBe('commissioner-publics');
  });

  it('never throws on arbitrary text (fuzz)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.constantFrom(
              'gang red racketeer=',
              'cop 3@',
              'joint ',
              'turn ',
              'dice red=',
              'setup ',
              'setup place',
              'plan red racketeer=',
              'placed yellow thug=',
              'pawns ',
              'first ',
            ),
          ),
          { maxLength: 6 },
        ),
        (parts) => {
          const r = scenarioMatch(parts.join('\n'));
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('views keep secrets (G-4.2, G-4.3, G-9.5, G-15.1)', () => {
  it('hides other seats’ Bribes and, with secret cash, their cash', () => {
    const r = parseScenario(`options secretCash\ncash red=100 yellow=200\nbribe red 5`);
    if (!r.ok) throw new Error(r.error.message);
    const v = gangstersView(r.value, 1);
    expect(v.gangs[0] && 'cash' in v.gangs[0]).toBe(false);
    expect(v.gangs[1]?.cash).toBe(200);
    expect(v.bribes[0]).toEqual({ holder: 0 });
    expect(v.bribeCupSize).toBe(r.value.bribeCup.length);
    expect('secrets' in v).toBe(false);
    const own = gangstersView(r.value, 0);
    expect(own.bribes[0]?.marker).toBe(5);
    expect(gangstersView(r.value, 'omniscient').secrets?.bribeCup).toEqual(r.value.bribeCup);
  });
});
