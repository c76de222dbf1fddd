/**
 * Edition 10 (state.ts `EDITION`), the fifteenth audit: the dice and draws in their place. The case file
 * read each die and draw of a move before all of that move's own lines, so a family heard the dice before
 * the Shootout they were thrown in, the Commissioner's dice before his turn began and the Cop drawn from
 * the cup before the Cop who went back into it. Edition 10 files each where the rules take it (game.ts,
 * setup.ts: `Roller.logTo`), and tells a line's purpose before its dice. Each beside a game begun under
 * engine version 9 (`engine 9`, or `engineVersion: '9'`), which keeps the dice first.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, type Match } from '../../../engine/match';
import type { GameEvent } from '../../../engine/events';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import { act, COMMISSIONER, FIVE_SEATS, RED, RED_MOVING, start, st } from '../testing/game-play';

const texts = (events: readonly GameEvent[]): string[] => events.map((e) => e.text);
const types = (events: readonly GameEvent[]): string[] => events.map((e) => e.type);

describe('G-12.1 G-12.2 a Shootout read in order', () => {
  /** Cop 3 on Yellow's level-2 Lou's Diner with Yellow's criminal Thug 2; Red ends its move (the Guard does not fire, G-12.7). */
  const COP_AT_LOUS = `
    turn red move
    dice red=1 green=1 blue=1 white=1 black=1
    gang red racketeer=2@westgate-hotel
    gang yellow racketeer=2@huffs-cafe thug=2@lous-diner/criminal
    joint lous-diner yellow x2
    cop 3@lous-diner`;
  const DICE = [5, 5, 1, 1, 1];

  it('G-12.2 the Shootout is named, then each shooter’s dice, then what they score, the dice told once', () => {
    const r = act(start(COP_AT_LOUS), RED, { type: 'end-move' }, DICE);
    const from = types(r.events).indexOf('shootout');
    expect(texts(r.events.slice(from, from + 8))).toEqual([
      expect.stringMatching(/^Shootout at /),
      'Cop 3: rolled 5',
      'Cop 3: rolled 5',
      'Cop 3: rolled 1',
      'Cop 3 scores 2 hits (needs 5+).',
      "{seat:1}'s thug: rolled 1",
      "{seat:1}'s thug: rolled 1",
      "{seat:1}'s thug scores no hits (needs 5+).",
    ]);
    // The dice ride with the line, for the table's Shots panel.
    expect(r.events.filter((e) => e.type === 'fire').map((e) => e.data)).toEqual([
      { rolls: [5, 5, 1], hits: 2, need: 5 },
      { rolls: [1, 1], hits: 0, need: 5 },
    ]);
  });

  it('G-12.2 a game begun under engine version 9 keeps every die first, and its lines of hits repeat them', () => {
    const r = act(start(`engine 9\n${COP_AT_LOUS}`), RED, { type: 'end-move' }, DICE);
    expect(types(r.events).slice(0, 5)).toEqual(['roll', 'roll', 'roll', 'roll', 'roll']);
    expect(texts(r.events.filter((e) => e.type === 'fire'))).toEqual([
      'Cop 3 rolls 5, 5, 1: 2 hits (needs 5+).',
      "{seat:1}'s thug rolls 1, 1: 0 hits (needs 5+).",
    ]);
  });
});

describe('G-17.3 the Commissioner’s turn and its dice', () => {
  /** Brown ends its turn with the pawn cup empty: the Commissioner's turn comes next and he rolls blue 2, white 3. */
  const BROWN_LAST = `${FIVE_SEATS}
    cop 3@s9-8/east
    turn brown move
    dice red=1 green=1 blue=1 white=1 black=1`;

  it('G-17.3 "Turn 2: his turn" is told before his blue and white dice, which follow it at once', () => {
    const lines = texts(act(start(BROWN_LAST), 3, { type: 'end-move' }, [2, 3]).events);
    const turn = lines.indexOf("Turn 2: {seat:4}'s turn.");
    expect(turn).toBeGreaterThanOrEqual(0);
    expect(lines.slice(turn + 1)).toEqual(['blue die: rolled 2', 'white die: rolled 3']);
  });

  it('G-17.3 a game begun under engine version 9 keeps his dice before everything the end of the turn says', () => {
    const lines = texts(act(start(`engine 9\n${BROWN_LAST}`), 3, { type: 'end-move' }, [2, 3]).events);
    expect(lines.slice(0, 2)).toEqual(['blue die: rolled 2', 'white die: rolled 3']);
    expect(lines.at(-1)).toBe("Turn 2: the Police Commissioner's turn.");
  });

  /** His own turn, blue 2: he may start a new Cop from Subway 2 (G-9.2). */
  const HIS_TURN = `${FIVE_SEATS.replace('gang red racketeer=2@westgate-hotel', 'gang red racketeer=2@westgate-hotel thug=2@city-hall/criminal')}
    public 2@s12-4/east
    turn commissioner cop
    dice blue=2 white=1`;
  const startCop = (m: Match): Match => {
    const a = legalActions(st(m), COMMISSIONER).find((x) => x.type === 'cop-start');
    if (!a) throw new Error('no Cop start');
    return act(m, COMMISSIONER, a, [], [0]).m;
  };
  const noPublics = (m: Match): string | undefined => {
    let cur = m;
    let said: string | undefined;
    while (st(cur).phase === 'rebuff') {
      const p = gangsters.pending(st(cur))[0];
      if (!p) break;
      const r = act(cur, p.seat, { type: 'pass' });
      said ??= r.events.find((e) => e.type === 'no-publics')?.text;
      cur = r.m;
    }
    return said;
  };

  it('G-17.3 after he starts a new Cop, the line that he moves no Public pieces names his seat', () => {
    expect(noPublics(startCop(start(HIS_TURN)))).toBe(
      'A new Cop was started, so {seat:4} moves no Public pieces this turn.',
    );
  });

  it('G-17.3 a game begun under engine version 9 keeps "so the Commissioner moves no Public pieces"', () => {
    expect(noPublics(startCop(start(`engine 9\n${HIS_TURN}`)))).toBe(
      'A new Cop was started, so the Commissioner moves no Public pieces this turn.',
    );
  });
});

describe('G-9.6 a Cop who rides the Subway ends his patrol', () => {
  /** Cop 5 on s20-4 facing north rides the Subway to s24-2 (blue 6): once nobody rebuffs, a Cop is drawn to take over. */
  const RIDE = `
    turn red cop
    dice red=1 green=1 blue=6 white=1 black=1
    cash red=1000
    gang red racketeer=2@westgate-hotel
    cop 5@s20-4/north`;

  /** The lines of the move that closes the rebuff window; `again`: the draw takes Cop 5 back out. */
  const settled = (pos: string, again: boolean): string[] => {
    let m = act(start(pos), RED, { type: 'cop-move', cop: 5, to: 's24-2', facing: 'north', subway: true }).m;
    // Cop 5 goes to the end of the cup before the draw.
    const draw = again ? st(m).copCup.length : 0;
    let lines: string[] = [];
    while (st(m).phase === 'rebuff') {
      const p = gangsters.pending(st(m))[0];
      if (!p) break;
      const r = act(m, p.seat, { type: 'pass' }, [], [draw]);
      lines = texts(r.events);
      m = r.m;
    }
    return lines.filter((l) => l.startsWith('Cop'));
  };

  it('G-9.6 he goes back into the cup, then the draw, then the Cop who takes over', () => {
    expect(settled(RIDE, false)).toEqual([
      'Cop 5 ends his patrol at the Subway and goes back into the cup.',
      expect.stringMatching(/^Cop cup: drew item 1 of \d+$/),
      expect.stringMatching(/^Cop \d+ takes over and ends on /),
    ]);
  });

  it('G-9.6 the same Cop drawn again comes back out, not "Cop 5 takes over" from Cop 5', () => {
    expect(settled(RIDE, true)[2]).toMatch(/^Cop 5 is drawn again: he comes back out and ends on /);
  });

  it('G-9.6 a game begun under engine version 9 keeps the draw first and one line after it', () => {
    expect(settled(`engine 9\n${RIDE}`, true)).toEqual([
      expect.stringMatching(/^Cop cup: drew item \d+ of \d+$/),
      expect.stringMatching(/^Cop 5 ends his patrol at the Subway; Cop 5 takes over and ends on /),
    ]);
  });
});

describe('G-16.5 the Movement Pawn drawn', () => {
  it('G-16.5 the pawn is drawn after the turn that ends is told, just before whose pawn it is', () => {
    const lines = texts(act(start(`options randomOrder\n${RED_MOVING}`), RED, { type: 'end-move' }, [], [0]).events);
    const pawn = lines.findIndex((l) => l.endsWith("'s pawn is drawn."));
    expect(lines[pawn - 1]).toMatch(/^Movement Pawn cup: drew item 1 of \d+$/);
    expect(lines[pawn - 2]).toMatch(/^Crime Track: /);
  });

  it('G-16.5 a game begun under engine version 9 keeps the draw first', () => {
    const lines = texts(
      act(start(`engine 9\noptions randomOrder\n${RED_MOVING}`), RED, { type: 'end-move' }, [], [0]).events,
    );
    expect(lines[0]).toMatch(/^Movement Pawn cup: drew item 1 of \d+$/);
  });
});

describe('G-3.1 the order of play', () => {
  /** Red and Brown tie on 30 of four seats, then Brown rolls higher. */
  const TIE = [6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3];
  const opening = (engineVersion?: string): string[] => {
    const made = createMatch(
      gangsters,
      { options: {}, seats: 4, seed: 'order', ...(engineVersion ? { engineVersion } : {}) },
      { kind: 'script', dice: TIE },
    );
    if (!made.ok) throw new Error(made.error.message);
    return texts(made.value.events);
  };

  it('G-3.1 what the dice are for comes first, then each player’s dice, a tie rolled again, and the winning total', () => {
    const lines = opening();
    expect(lines[0]).toBe('Each Gang rolls all five dice: the highest total plays first.');
    // A die a line, as the kernel files them; the table shows each player's five on one line.
    const five = (seat: number, v: number) => Array.from({ length: 5 }, () => `{seat:${seat}}'s dice: rolled ${v}`);
    expect(lines.slice(1)).toEqual([
      ...five(0, 6),
      ...five(1, 1),
      ...five(2, 2),
      ...five(3, 6),
      '{seat:0} and {seat:3} tie on 30 and roll again.',
      ...five(0, 1),
      ...five(3, 3),
      '{seat:3} rolled the highest total, 15, and is player #1.',
    ]);
  });

  it('G-3.1 a game begun under engine version 9 keeps the Gangs’ order rolls first and the one line after them', () => {
    const lines = opening('9');
    expect(lines.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => 'Red order roll: rolled 6'));
    expect(lines.filter((l) => !l.includes('order roll'))).toEqual(['{seat:3} rolled highest and is player #1.']);
  });
});
