/**
 * Bots built from a game's judgement of each decision (a score, higher is better, read from the seat's
 * own view). Normal takes a best-scoring decision; Easy plays like a person who is not concentrating:
 * mostly the best, now and then a good-enough second choice, never one far worse than the best.
 */
import { nextInt, nextUint32, type RngState } from '../engine/rng';
import type { Bot, BotInput } from './bot';

/** Scores one decision for `seat` from its own view; higher is better. */
export type Scorer<V, A> = (view: V, seat: number, action: A) => number;

/** The decisions sorted best first, each with its score (stable: equal scores keep the legal order). */
export function ranked<V, A>(score: Scorer<V, A>, input: BotInput<V, A>, among = input.legal): { a: A; v: number }[] {
  return among.map((a) => ({ a, v: score(input.view, input.seat, a) })).sort((x, y) => y.v - x.v);
}

function pickOf<T>(list: readonly T[], rng: RngState): [T | undefined, RngState] {
  if (list.length === 0) return [undefined, rng];
  const [i, next] = nextInt(rng, list.length);
  return [list[i], next];
}

/** A best-scoring decision, ties broken at random (the Normal level). */
export function bestOf<V, A>(
  score: Scorer<V, A>,
  input: BotInput<V, A>,
  among = input.legal,
): [A | undefined, RngState] {
  const r = ranked(score, input, among);
  const top = r[0]?.v ?? 0;
  return pickOf(
    r.filter((x) => Math.abs(x.v - top) <= 1e-9).map((x) => x.a),
    input.rng,
  );
}

export interface EasyStyle {
  /** How often (0–1) it looks past the best decision. */
  readonly slip: number;
  /** How much worse than the best a decision may score and still be taken on a slip (the game's scale). */
  readonly within: number;
  /** How many of the next-best decisions it considers on a slip. */
  readonly choices: number;
}

/**
 * The Easy level: usually what `normal` would do; on a slip, one of the next few best decisions at
 * random, but only ones scoring within `within` of the best, so it never throws a game away on a blunder.
 */
export function easyBot<V, A>(score: Scorer<V, A>, style: EasyStyle, normal: Bot<V, A>): Bot<V, A> {
  return (input) => {
    const [roll, rng] = nextUint32(input.rng);
    if (roll / 0x100000000 >= style.slip) return normal({ ...input, rng });
    const r = ranked(score, input);
    const top = r[0];
    const near = top
      ? r.slice(1, 1 + style.choices).filter((x) => x.v >= top.v - style.within && x.v < top.v - 1e-9)
      : [];
    if (near.length === 0) return normal({ ...input, rng });
    if (input.explain) input.explain.reason = 'went with a hunch instead of its best idea';
    return pickOf(
      near.map((x) => x.a),
      rng,
    );
  };
}
