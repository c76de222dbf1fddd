import { describe, expect, it } from 'vitest';
import { createMatch, applyAction, type Match } from '@core/engine/match';
import type { GameEvent } from '@core/engine/events';
import { wordSeats } from '@core/engine/words';
import type { SeatSpec } from '@core/protocol';
import { gangsters } from '@core/games/gangsters/game';
import type { GangstersState } from '@core/games/gangsters/state';
import { act, RED, RED_MOVING, start } from '@core/games/gangsters/testing/game-play';
import { filedLines } from '../../../table/case-lines';
import { gangstersLogText, gangstersSeatWord } from './setup';

/** The case file's words for the engine's lines, each seat worded with its player as the table words it. */
const SEATS = ['Ann', 'Bo', 'Cy', 'Di'].map((name) => ({ name })) as unknown as SeatSpec[];
const filed = (events: readonly GameEvent[]): string[] =>
  events.map((e) => gangstersLogText(wordSeats(e.text, (s) => gangstersSeatWord(s, SEATS))));

/** A gangster's kind in the engine's own lower-case id, which the panel and the rulebook never show. */
const LOWER_KIND = /\b(racketeer|thug|vamp)s?\b/;

describe('the case file names gangsters as the panel does', () => {
  it('G-5.4 G-7.2 a moved Thug is "Ann\'s Red Thug" and a recruit "1 Racketeer", as the panel and the Gang Track say', () => {
    const moved = act(start(RED_MOVING), RED, {
      type: 'move',
      piece: 'thug',
      to: 's2-0',
      facing: 'east',
      criminal: false,
    });
    const recruited = act(start(RED_MOVING), RED, { type: 'recruit', piece: 'racketeer', count: 1 });
    const lines = [...filed(moved.events), ...filed(recruited.events)];
    expect(lines[0]).toMatch(/^Ann's Red Thug moves to [A-Z]/);
    expect(lines.join('\n')).toMatch(/^Ann \(Red\) recruits 1 Racketeer for \$\d/m);
    for (const line of lines) expect(line).not.toMatch(LOWER_KIND);
  });
});

/** A two-seat game from its start, each seat taking the first thing it is offered, to the Gangs' reveal (G-4.2). */
function toTheReveal(): string[] {
  const made = createMatch(gangsters, { options: {}, seats: 2, seed: 'case-file' });
  if (!made.ok) throw new Error(made.error.message);
  let m: Match = made.value.match;
  const lines: string[] = [];
  while ((m.state as GangstersState).phase !== 'place') {
    const p = gangsters.pending(m.state as GangstersState)[0];
    const a = p ? gangsters.legal(m.state as GangstersState, p.seat)?.[0] : undefined;
    if (!p || a === undefined) throw new Error('the game stopped before the reveal');
    const r = applyAction(gangsters, m, p.seat, a, { kind: 'seeded' });
    if (!r.ok) throw new Error(r.error.message);
    m = r.value.match;
    lines.push(...filed(r.value.events.filter((e) => e.visibility === 'public')));
  }
  return lines;
}

describe('a sentence ends with one full stop', () => {
  it('G-8.2 a payoff in SMC Cartage Co. ends "…in SMC Cartage Co." with its name’s stop, not two', () => {
    const m = start(`
      turn red move
      dice red=1 green=1 blue=1 white=1 black=1
      gang red racketeer=2@smc-cartage thug=1@smc-cartage
      joint smc-cartage red
      public 1@smc-cartage`);
    const lines = filed(act(m, RED, { type: 'end-move' }).events);
    const payoff = lines.find((l) => l.includes('collects'));
    expect(payoff).toMatch(/^Ann \(Red\) collects \$\d+ from the ×1 Public in SMC Cartage Co\.$/);
  });
});

describe('a Gang is its player’s once the player is named first', () => {
  it('G-4.2 the reveal says "Ann (Red) reveals their Gang", not "its", and names the gangsters as the Gang Track does', () => {
    const reveal = toTheReveal().filter((l) => l.includes('reveals'));
    expect(reveal).toHaveLength(2);
    expect(reveal[0]).toMatch(/^Ann \(Red\) reveals their Gang: \d+ Racketeers?, \d+ Thugs? and (a|no) Vamp\.$/);
    expect(reveal[1]).toMatch(/^Bo \(Yellow\) reveals their Gang: /);
  });

  it('G-16.4 a Donut marker put on a Cop is the player’s: "Ann (Red) puts their "Donut 1" marker on Cop 4"', () => {
    const line = gangstersLogText(
      wordSeats('{seat:0} puts its "Donut 1" marker on Cop 4.', (s) => gangstersSeatWord(s, SEATS)),
    );
    expect(line).toBe('Ann (Red) puts their "Donut 1" marker on Cop 4.');
    // A seat named by its Gang alone keeps "its": the Gang is the thing named.
    expect(gangstersLogText('Red puts its "Donut 1" marker on Cop 4.')).toBe('Red puts its "Donut 1" marker on Cop 4.');
  });
});

/** The case file as the table files a move's lines (one line a throw of dice), then words them. */
const asFiled = (events: readonly GameEvent[]): string[] =>
  filedLines(events.map((e, key) => ({ key, text: e.text, clause: e.clause, batch: 0 }))).map((f) =>
    gangstersLogText(wordSeats(f.line.text, (s) => gangstersSeatWord(s, SEATS))),
  );

describe('the dice read where they are thrown (edition 10)', () => {
  it('G-3.1 each player’s five dice are theirs, on one line: "Ann’s dice (Red): rolled …", after what they are for', () => {
    const made = createMatch(
      gangsters,
      { options: {}, seats: 2, seed: 'order' },
      { kind: 'script', dice: [6, 5, 5, 3, 1, 2, 2, 2, 2, 2] },
    );
    if (!made.ok) throw new Error(made.error.message);
    expect(asFiled(made.value.events)).toEqual([
      'Each Gang rolls all five dice: the highest total plays first.',
      "Ann's dice (Red): rolled 6, 5, 5, 3 and 1",
      "Bo's dice (Yellow): rolled 2, 2, 2, 2 and 2",
      'Ann (Red) rolled the highest total, 20, and is player #1.',
    ]);
  });

  it('G-12.2 a Shootout reads its place, then each shooter’s dice on one line and what they score', () => {
    const m = start(`
      turn red move
      dice red=1 green=1 blue=1 white=1 black=1
      gang red racketeer=2@westgate-hotel
      gang yellow racketeer=2@huffs-cafe thug=2@lous-diner/criminal
      joint lous-diner yellow x2
      cop 3@lous-diner`);
    const lines = asFiled(act(m, RED, { type: 'end-move' }, [5, 5, 1, 1, 1]).events);
    const from = lines.findIndex((l) => l.startsWith('Shootout at'));
    expect(lines.slice(from + 1, from + 5)).toEqual([
      'Cop 3: rolled 5, 5 and 1',
      'Cop 3 scores 2 hits (needs 5+).',
      "Bo's Yellow Thug: rolled 1 and 1",
      "Bo's Yellow Thug scores no hits (needs 5+).",
    ]);
  });
});
