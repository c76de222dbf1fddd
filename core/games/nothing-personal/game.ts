/**
 * Nothing Personal as a `GameDef` (rulebook clauses NP-…).
 * - `pending`: turns and real response windows only (see pending.ts);
 * - `legal`: the seat's turn-bound and window decisions (plus answers to offers made to it);
 * - `acceptsAnytime` / `anytime`: anytime actions any seat may take at any moment (see anytime.ts).
 */
import type { GameDef } from '../../engine/game';
import { err, ok, ruleError, type Result } from '../../engine/result';
import { isPass, parseNpAction, type NpAction } from './actions';
import { applyNp, applyNpInPlace } from './apply';
import { copyNpState } from './copy';
import { legalChoices } from './legal';
import { chooseLegalNp } from './legal-pick';
import { firstToActNp, pendingNp } from './pending';
import { setupGame } from './setup';
import { tieWords } from './rules/scoring';
import { acceptsAnytimeAction, anytimeChoices } from './anytime';
import { editionFor, type NpOptions, type NpState } from './state';
import { EXPANSIONS, type Expansion } from './types';
import { viewNp, type NpView } from './view';

/** Version 9: rules edition 9 (state.ts `EDITION`); games of versions 1–8 replay by their own rules. */
export const NP_ENGINE_VERSION = '9';

/** Validates lobby options (NP-14.2, NP-21.1, NP-21.2) and fills defaults. */
export function parseNpOptions(raw: unknown): ReturnType<GameDef<NpState, NpAction, NpOptions>['parseOptions']> {
  const o = (raw ?? {}) as Record<string, unknown>;
  const expansions = o.expansions ?? [];
  if (!Array.isArray(expansions) || !expansions.every((e) => (EXPANSIONS as readonly unknown[]).includes(e))) {
    return err(ruleError('BAD_OPTIONS', 'NP-14.2', `Expansions are any of: ${EXPANSIONS.join(', ')}.`));
  }
  for (const k of ['bindingDeals', 'randomSetup'] as const) {
    if (o[k] !== undefined && typeof o[k] !== 'boolean')
      return err(ruleError('BAD_OPTIONS', 'NP-21.0.1', `${k} is true or false.`));
  }
  const first = o.firstPlayer ?? null;
  if (first !== null && (typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first > 4)) {
    return err(ruleError('BAD_OPTIONS', 'NP-3.14', 'firstPlayer is a seat number from 0 to 4, or null.'));
  }
  return ok({
    expansions: [...new Set(expansions as Expansion[])],
    bindingDeals: o.bindingDeals === true,
    randomSetup: o.randomSetup === true,
    firstPlayer: first,
  });
}

/**
 * NP-3.14: from edition 4 a first player named in the lobby must have a seat at the table; older
 * games fell back to a seat drawn at random, and replay so.
 */
export function checkNpTable(options: NpOptions, seats: number, engineVersion: string): Result<true> {
  const first = options.firstPlayer;
  if (editionFor(engineVersion) < 4 || first === null || first < seats) return ok(true);
  return err(
    ruleError('BAD_OPTIONS', 'NP-3.14', `The first player is seat ${first + 1}, but the table has ${seats} seats.`),
  );
}

/** The Nothing Personal game definition the kernel, host and CLI run. */
export const nothingPersonal: GameDef<NpState, NpAction, NpOptions, NpView> = {
  id: 'nothing-personal',
  name: 'Nothing Personal',
  engineVersion: NP_ENGINE_VERSION,
  turnClause: 'NP-4.10',
  minSeats: 3,
  maxSeats: 5,
  parseOptions: parseNpOptions,
  checkTable: checkNpTable,
  parseAction: parseNpAction,
  passes: isPass,
  setup: setupGame,
  pending: pendingNp,
  firstToAct: firstToActNp,
  legal: legalChoices,
  chooseLegal: chooseLegalNp,
  apply: applyNp,
  applyInPlace: applyNpInPlace,
  copyState: (s) => copyNpState(s),
  acceptsAnytime: acceptsAnytimeAction,
  anytime: anytimeChoices,
  view: viewNp,
  outcome(state) {
    const r = state.result;
    if (!r) return null;
    return {
      winners: [r.winner],
      scores: r.respect,
      reason: r.decidedBy
        ? `Most Respect after five rounds; the tie is won by ${tieWords(r.decidedBy)} (${r.decidedBy}).`
        : 'Most Respect after five rounds (NP-12.5).',
    };
  },
};

export type { NpAction } from './actions';
export type { NpOptions, NpState } from './state';
