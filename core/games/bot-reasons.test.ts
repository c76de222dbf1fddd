/**
 * Explain a move (issue 18): asked for its reason, a bot gives one line in plain words, makes the very
 * same move it would have made without being asked, and the line names nothing another seat keeps
 * secret (nor its own hand or cash: the log is read by the whole table). Every level is asked through
 * the one path the host uses (`botDecision`), fed only its own seat's view.
 */
import { describe, expect, it } from 'vitest';
import type { BotInput } from '../bots/bot';
import { botDecision } from '../bots/play';
import { applyAction, createMatch, seedRng, type JsonValue, type Match } from '../engine';
import type { GangstersState } from './gangsters/state';
import { REGISTRY } from './index';
import { content } from './nothing-personal/content';
import type { NpState } from './nothing-personal/state';

/** Words no reason may contain, the log being public: cards in any hand, Bribe markers, cash figures. */
function secretWords(gameId: string, state: JsonValue): string[] {
  if (gameId === 'nothing-personal') {
    const s = state as NpState;
    const design = (card: string) => content().influenceById[card.split('#')[0] ?? '']?.name;
    return s.hands.flat().flatMap((c) => design(c) ?? []);
  }
  if (gameId === 'supergang') return []; // the whole table is public
  const s = state as GangstersState;
  return [
    ...s.bribes.flatMap((b) => (b.marker ? [`$${b.marker}`, `${b.marker} `] : [])),
    ...s.gangs.flatMap((g) => [`$${g.cash}`, `${g.cash.toLocaleString('en-US')} `]),
  ].filter((w) => w !== '$0' && w !== '0 ');
}

function explained(gameId: string, level: 'easy' | 'normal' | 'random', options: Record<string, JsonValue>) {
  const def = REGISTRY.module(gameId)?.def;
  if (!def) throw new Error(gameId);
  const created = createMatch(def, { options, seats: 4, seed: `explain-${gameId}-${level}` });
  if (!created.ok) throw new Error(created.error.message);
  let match: Match = created.value.match;
  const bot = REGISTRY.bot(gameId, level);
  const reasons: string[] = [];
  for (let i = 0; i < 400 && !def.outcome(match.state); i++) {
    const seat = def.pending(match.state)[0]?.seat;
    if (seat === undefined) break;
    const explain: { reason?: string } = {};
    const asked = botDecision(def, match, seat, (input: BotInput) => bot({ ...input, explain }), seedRng(`${i}`));
    const quiet = botDecision(def, match, seat, bot, seedRng(`${i}`));
    expect(asked.action).toEqual(quiet.action);
    const reason = explain.reason ?? '';
    expect(reason.length, JSON.stringify(asked.action)).toBeGreaterThan(0);
    expect(reason.length).toBeLessThan(120);
    expect(reason).not.toMatch(/undefined|null|NaN|\[object/);
    for (const word of secretWords(gameId, match.state)) expect(reason).not.toContain(word);
    reasons.push(reason);
    const step = applyAction(def, match, seat, asked.action);
    if (!step.ok) throw new Error(`${gameId} ${level}: ${step.error.message}`);
    match = step.value.match;
  }
  return reasons;
}

describe('a bot asked to explain its move', () => {
  it.each([
    ['nothing-personal', {}],
    ['gangsters', { secretCash: true }],
    ['supergang', {}],
  ] as const)(
    'the Normal bot of %s says what it is after, and names no secret',
    (gameId, options) => {
      const reasons = explained(gameId, 'normal', options);
      expect(reasons.length).toBeGreaterThan(50);
      expect(new Set(reasons).size).toBeGreaterThan(3);
    },
    60_000,
  );

  it.each([['nothing-personal'], ['gangsters'], ['supergang']] as const)(
    'the Easy bot of %s explains too, and the random bot owns up to picking at random',
    (gameId) => {
      expect(explained(gameId, 'easy', {}).length).toBeGreaterThan(50);
      expect(new Set(explained(gameId, 'random', {}))).toEqual(new Set(['picked a move at random']));
    },
    60_000,
  );
});
