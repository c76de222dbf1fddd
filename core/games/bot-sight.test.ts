/**
 * Secrets: a bot is fed its own seat's view and nothing else. Every level of every game is asked through
 * the one path the host and the bot-game runner use (`botDecision`), and each thing it is handed is
 * checked against the true position: exactly the seat's own view, no omniscient secrets, and no card or
 * marker that only another seat may see.
 */
import { describe, expect, it } from 'vitest';
import type { Bot, BotInput } from '../bots/bot';
import { BOT_LEVELS, type BotLevel } from '../bots/levels';
import { botDecision } from '../bots/play';
import { applyAction, createMatch, seedRng, type JsonValue, type Match } from '../engine';
import type { GangstersState } from './gangsters/state';
import { REGISTRY } from './index';
import type { NpState } from './nothing-personal/state';

const plain = (x: unknown): unknown => JSON.parse(JSON.stringify(x)) as unknown;

/** What `seat` must never be shown in `state`: other hands' cards, other seats' Bribe markers. */
function othersSecrets(gameId: string, state: JsonValue, seat: number): string[] {
  if (gameId === 'nothing-personal') {
    const s = state as NpState;
    const shown = new Set(s.offers.filter((o) => o.from === seat || o.to === seat).flatMap((o) => o.cards));
    return s.hands.flatMap((h, k) => (k === seat ? [] : h.filter((c) => !shown.has(c)).map((c) => `"${c}"`)));
  }
  // SuperGang keeps nothing from anyone (its view is the whole table): the check is that the view is the seat's.
  if (gameId === 'supergang') return [];
  const s = state as GangstersState;
  return s.bribes.filter((b) => b.holder !== seat).map((b) => `"marker":${b.marker}`);
}

function playWatched(gameId: string, level: BotLevel, seats: number, steps: number): number {
  const def = REGISTRY.module(gameId)?.def;
  if (!def) throw new Error(gameId);
  const created = createMatch(def, { options: {}, seats, seed: `sight-${gameId}-${level}` });
  if (!created.ok) throw new Error(created.error.message);
  let match: Match = created.value.match;
  let checked = 0;
  for (let i = 0; i < steps && !def.outcome(match.state); i++) {
    const seat = def.pending(match.state)[0]?.seat;
    if (seat === undefined) break;
    const truth = match.state;
    const real = REGISTRY.bot(gameId, level);
    const spy: Bot = (input: BotInput) => {
      expect(input.seat).toBe(seat);
      expect(plain(input.view)).toEqual(plain(def.view(truth, seat)));
      const seen = JSON.stringify(input);
      expect(seen).not.toContain('"secrets"');
      for (const secret of othersSecrets(gameId, truth, seat)) expect(seen).not.toContain(secret);
      checked++;
      return real(input);
    };
    const { action } = botDecision(def, match, seat, spy, seedRng(`${i}`));
    const step = applyAction(def, match, seat, action);
    if (!step.ok) throw new Error(`${gameId} ${level}: ${step.error.message}`);
    match = step.value.match;
  }
  return checked;
}

describe('a bot is fed only its own seat’s view', () => {
  for (const level of BOT_LEVELS) {
    const steps = level === 'hard' ? 8 : 120;
    it.each([
      ['nothing-personal', 4],
      ['gangsters', 4],
      ['supergang', 3],
    ] as const)(
      `the ${level} bot of %s never receives another seat’s secret`,
      (gameId, seats) => {
        expect(playWatched(gameId, level, seats, steps)).toBeGreaterThan(steps / 2);
      },
      120_000,
    );
  }
});
