/**
 * Property tests over 1,000 seeded 4-player bot games (~2.5 min on 2 cores; MOB_NIGHT_PROPERTY_GAMES sets
 * another count for a quick local run). Every step: money conserved, components within the box; every game ends
 * by victory or the turn cap; replaying the log reproduces the same hash.
 */
import { describe, expect, it } from 'vitest';
import { matchHash, replay } from '../../engine/match';
import { gangsters } from './game';
import { playGame } from './simulate';
import { COMPONENTS, GANGSTER_KINDS, type GangstersState } from './state';

const GAMES = Number(process.env.MOB_NIGHT_PROPERTY_GAMES ?? 1000);
const TURN_CAP = Number(process.env.MOB_NIGHT_PROPERTY_TURNS ?? 60);

function check(s: GangstersState): void {
  const money = s.bank + s.commissionerCash + s.gangs.reduce((a, g) => a + g.cash, 0);
  if (money !== COMPONENTS.bank) throw new Error(`money not conserved: ${money}`);
  for (const g of s.gangs) {
    if (g.cash < 0) throw new Error('negative cash');
    const joints = Object.values(s.joints).filter((j) => j.owner === g.seat).length;
    if (joints > COMPONENTS.jointMarkers) throw new Error('more than ten Joint markers');
    for (const k of GANGSTER_KINDS) {
      if (g.strength[k] < 0 || g.strength[k] > COMPONENTS.maxStrength[k])
        throw new Error(`${k} strength ${g.strength[k]}`);
      if (
        s.phase !== 'recruit' &&
        s.phase !== 'place' &&
        s.phase !== 'draft' &&
        g.strength[k] > 0 !== (g.pieces[k] !== null)
      ) {
        throw new Error(`${g.gang} ${k}: strength ${g.strength[k]} but piece ${JSON.stringify(g.pieces[k])}`);
      }
    }
  }
  const cops = [...s.cops.map((c) => c.strength), ...s.copCup].sort((a, b) => a - b);
  if (JSON.stringify(cops) !== JSON.stringify(COMPONENTS.cops)) throw new Error(`Cops: ${cops}`);
  const bribes = [...s.bribes.map((b) => b.marker), ...s.bribeCup].sort((a, b) => a - b);
  if (JSON.stringify(bribes) !== JSON.stringify(COMPONENTS.bribeMarkers)) throw new Error(`Bribes: ${bribes}`);
  if (s.publics.length !== 4) throw new Error('Publics');
  if (s.phase === 'buy') {
    const at = s.publics.filter((p) => p.at !== null).map((p) => p.at);
    if (new Set(at).size !== at.length) throw new Error('two Publics in one space (G-6.8)');
  }
  for (const j of Object.values(s.joints)) if (j.level < 1) throw new Error('Joint below level 1');
  const active = s.gangs.find((g) => g.seat === s.turn.seat);
  if (s.phase === 'move' && active) {
    for (const k of ['racketeer', 'thug'] as const) {
      const p = active.pieces[k];
      const owner = p ? (s.joints[p.at]?.owner ?? null) : null;
      const walked = s.turn.moved.includes(k) && !s.turn.moved.includes(`recruit:${k}`);
      if (p && walked && owner !== null && owner !== active.seat && !p.criminal)
        throw new Error(`G-11.4: ${active.gang} ${k} entered an opposing Joint colored side up`);
    }
  }
  for (const seat of [...s.pawnCup, s.turn.seat])
    if (s.gangs.find((g) => g.seat === seat)?.out && s.phase !== 'over')
      throw new Error(`G-16.5: the pawn of ${seat}, out of the game, is still in play`);
  for (const b of s.bribes) if (b.holder < 0 || b.holder >= s.seats) throw new Error('Bribe held by no seat');
  if (new Set(s.cops.map((c) => c.strength)).size !== s.cops.length) throw new Error('a Cop twice on the board');
  if (s.phase === 'buy') {
    for (const g of s.gangs)
      if (g.donut && !s.cops.some((c) => c.strength === g.donut?.cop)) throw new Error('Donut on a Cop off the board');
    if (s.turn.number > 1 && s.crimeTrack.cops !== s.cops.length) throw new Error('Crime Track not marked (G-9.3)');
  }
}

describe('seeded 4-player bot games', () => {
  it(`G-5 / G-15 ${GAMES} games end by victory or the turn cap, conserving money and components, and replay exactly`, () => {
    let wins = 0;
    for (let k = 0; k < GAMES; k++) {
      const g = playGame({
        players: 4,
        seed: `prop-${k}`,
        options: {
          turnCap: TURN_CAP,
          ...(k % 2 ? { heaters: true, wheels: true, siren: true, donuts: true } : {}),
          ...(k % 4 === 2 ? { secretCash: true } : {}),
        },
        onStep: (m) => check(m.state as GangstersState),
      });
      const out = gangsters.outcome(g.match.state as GangstersState);
      expect(out).not.toBeNull();
      if (g.summary.winner !== null) wins++;
      else expect(g.summary.turns).toBe(TURN_CAP);
      const again = replay(gangsters, g.setup, g.setupRandom, g.log);
      if (!again.ok) throw new Error(again.error.message);
      expect(matchHash(again.value)).toBe(matchHash(g.match));
    }
    // The heuristic bots play for the win: most games end by victory well before the cap.
    expect(wins).toBeGreaterThanOrEqual(Math.floor(GAMES / 2));
  }, 600_000);

  it('G-9.3 the Crime Track line counts crimes and Cops in plain English: 1 crime, 1 Cop, 2 Cops', () => {
    const lines = new Set<string>();
    playGame({
      players: 4,
      seed: 'crime-track-words',
      options: { turnCap: 30 },
      onStep: (_, events) => {
        for (const e of events) if (e.type === 'crime-track') lines.add(e.text);
      },
    });
    expect(lines.size).toBeGreaterThan(2);
    for (const line of lines) {
      expect(line).toMatch(
        /^Crime Track: (no crimes|1 crime|\d+ crimes) in progress, (no Cops|1 Cop|\d+ Cops) on patrol\.$/,
      );
      expect(line).not.toMatch(/\b1 (crimes|Cops)\b|\b0 /);
    }
  });

  it('G-17 five-player games with the Police Commissioner run to the end', () => {
    for (let k = 0; k < Math.max(2, GAMES / 10); k++) {
      const g = playGame({
        players: 5,
        seed: `five-${k}`,
        options: { turnCap: TURN_CAP },
        onStep: (m) => check(m.state as GangstersState),
      });
      expect(gangsters.outcome(g.match.state as GangstersState)).not.toBeNull();
      const again = replay(gangsters, g.setup, g.setupRandom, g.log);
      if (!again.ok) throw new Error(again.error.message);
      expect(matchHash(again.value)).toBe(matchHash(g.match));
    }
  }, 600_000);
});
