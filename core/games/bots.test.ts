import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, seatView, seedRng, type Match } from '../engine';
import { BOT_LEVELS, botLevel, botName, type BotLevel } from '../bots/levels';
import { REGISTRY } from './index';
import { nothingPersonal } from './nothing-personal/game';
import { gangsters } from './gangsters/game';
import { supergang } from './supergang/game';

/** Plays `steps` decisions with the given level's bots through the real kernel, from each seat's own view. */
function play(
  def: typeof nothingPersonal | typeof gangsters | typeof supergang,
  level: BotLevel | 'heuristic',
  seats: number,
  steps: number,
): Match {
  const start = createMatch(def as never, { options: {}, seats, seed: `bots-${level}` });
  if (!start.ok) throw new Error(start.error.message);
  let m = start.value.match;
  for (let i = 0; i < steps && !def.outcome(m.state as never); i++) {
    const seat = def.pending(m.state as never)[0]?.seat;
    if (seat === undefined) break;
    const v = seatView(def as never, m, seat);
    const [action] = REGISTRY.bot(
      def.id,
      level,
    )({ view: v.view, seat, legal: v.legal ?? [], anytime: v.anytime ?? [], rng: seedRng(`${i}`) });
    const step = applyAction(def as never, m, seat, action);
    if (!step.ok) throw new Error(`${def.id} ${level} bot chose a refused action: ${step.error.message}`);
    m = step.value.match;
  }
  return m;
}

describe('bots by game and level', () => {
  it.each(['random', 'easy', 'normal', 'heuristic'] as const)(
    'the Nothing Personal %s bot only makes legal decisions from its own view',
    (level) => {
      expect(play(nothingPersonal, level, 3, 150).version).toBeGreaterThan(100);
    },
  );

  it.each(['random', 'easy', 'normal', 'heuristic'] as const)(
    'the Gangsters %s bot only makes legal decisions from its own view',
    (level) => {
      expect(play(gangsters, level, 4, 150).version).toBeGreaterThan(100);
    },
  );

  it.each(['random', 'easy', 'normal'] as const)(
    'the SuperGang %s bot only makes legal decisions from its own view',
    (level) => {
      expect(play(supergang, level, 4, 150).version).toBeGreaterThan(100);
    },
  );

  it.each([
    ['Nothing Personal', nothingPersonal, 3],
    ['Gangsters', gangsters, 2],
    ['SuperGang', supergang, 3],
  ] as const)(
    'the %s Hard bot only makes legal decisions from its own view',
    (_name, def, seats) => {
      expect(play(def, 'hard', seats, 12).version).toBe(12);
    },
    120_000,
  );

  it('names each level one way, and a game stored with the old Sharp level reads as Normal', () => {
    expect(BOT_LEVELS.map(botName)).toEqual([
      'Computer — Random',
      'Computer — Easy',
      'Computer — Normal',
      'Computer — Hard',
    ]);
    expect(botName('heuristic')).toBe('Computer — Normal');
    expect(botLevel('heuristic')).toBe('normal');
  });

  it('every installed game offers Easy, Normal and Hard, and the old Sharp id plays as Normal', () => {
    for (const d of REGISTRY.playable) {
      expect(REGISTRY.botLevels(d.id)).toEqual(['random', 'easy', 'normal', 'hard']);
      expect(REGISTRY.bot(d.id, 'heuristic')).toBe(REGISTRY.bot(d.id, 'normal'));
    }
  });
});
