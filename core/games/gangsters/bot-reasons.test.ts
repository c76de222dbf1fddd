/**
 * The Normal bot's line when it lets a Cop's move stand (G-9.5). In Gangsters a pass only ever answers a
 * Cop's move, and it is asked of a Gang whether or not it holds the Cop's Bribe: the line says what the
 * Gang did, not "passes: nothing here is worth its money" (which read as if it had skipped a purchase or
 * its turn), and it is the same line whatever Bribe the Gang holds, so it gives none of them away.
 */
import { describe, expect, it } from 'vitest';
import type { BotInput } from '../../bots/bot';
import { botDecision } from '../../bots/play';
import { seedRng, type Match } from '../../engine';
import { REGISTRY } from '../index';
import { gangstersReason } from './bot-reasons';
import { gangsters } from './game';
import { legalActions } from './legal';
import { act, RED, start, st, YELLOW } from './testing/game-play';
import { gangstersView } from './view';

/** Red moves Cop 5 one step; Yellow, holding `bribe` (or nothing), is asked whether to rebuff (G-9.5). */
function yellowAsked(bribe: string): Match {
  const m = start(`
    turn red cop
    dice red=1 green=1 blue=1 white=1 black=1
    gang red racketeer=2@westgate-hotel
    gang yellow racketeer=2@lous-diner
    cop 5@s20-4/north
    ${bribe}`);
  const move = legalActions(st(m), RED).find((a) => a.type === 'cop-move');
  if (!move) throw new Error('Red has no Cop move');
  const moved = act(m, RED, move).m;
  expect(gangsters.pending(st(moved)).some((p) => p.seat === YELLOW && p.kind === 'rebuff')).toBe(true);
  return moved;
}

/** The reason the Normal bot gives for its answer at `m`, asked as the host asks it. */
function normalBotSays(m: Match): { type: string; reason: string } {
  const bot = REGISTRY.bot('gangsters', 'normal');
  const explain: { reason?: string } = {};
  const d = botDecision(gangsters, m, YELLOW, (input: BotInput) => bot({ ...input, explain }), seedRng('pass'));
  return { type: (d.action as { type: string }).type, reason: explain.reason ?? '' };
}

describe('G-9.5 the computer letting a Cop’s move stand', () => {
  it('says it lets the move stand, holding another Cop’s Bribe or none at all', () => {
    for (const bribe of ['', 'bribe yellow 7']) {
      expect(normalBotSays(yellowAsked(bribe))).toEqual({ type: 'pass', reason: 'lets the Cop’s move stand' });
    }
  });

  it('words its pass the same whether or not it holds the Bribe of the Cop moved', () => {
    for (const bribe of ['', 'bribe yellow 7', 'bribe yellow 5']) {
      const m = yellowAsked(bribe);
      const line = gangstersReason(gangstersView(st(m), YELLOW), YELLOW, { type: 'pass' });
      expect(line).toBe('lets the Cop’s move stand');
      expect(line).not.toMatch(/bribe|money|nothing/i);
    }
  });
});
