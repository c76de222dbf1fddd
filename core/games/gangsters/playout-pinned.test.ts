/**
 * Speed work must not change a game (issue 16): seeded random games played in place end on the
 * match, and the host's path (pending, every seat's legal list, the views, the events) goes through
 * the positions, that the code before the speed work gave. The figures were recorded from main at
 * 58abf77, before the warm-playout work on Gangsters' movement and legal lists.
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../engine/match';
import type { JsonValue } from '../../engine/json';
import { hostPathDigest, inPlacePlayouts, seededMatch } from '../../engine/testing/pinned-playouts';
import { gangsters } from './game';

const ADVANCED = { heaters: true, wheels: true, siren: true, donuts: true };

/** The tables: the benchmark's (4 seats, turn cap 200), the advanced rules with five, and smaller ones. */
const TABLES: readonly { readonly seats: number; readonly options: JsonValue }[] = [
  { seats: 4, options: { turnCap: 200 } },
  { seats: 5, options: { turnCap: 60, ...ADVANCED, randomOrder: true } },
  { seats: 3, options: { turnCap: 60, wheels: true, secretCash: true } },
  { seats: 2, options: { turnCap: 80, heaters: true, donuts: true } },
];

function startAt(seats: number, options: JsonValue, seed: string): Match {
  return seededMatch(gangsters, { options, seats, seed });
}

/** Actions and the final match hash of three games per table, played in place (recorded on main). */
const PLAYOUTS = [
  '1686 27d74cc1f296bc1f5',
  '1736 2609557811f92ae0f',
  '1848 2bfa8297c7d393620',
  '510 2af61b9ae9d6cf27d',
  '549 2d14c397f47a9fa95',
  '550 273c539c85ac984bc',
  '474 26e3e6aabafc2d148',
  '474 245c08f82e1dded35',
  '499 23c91b68812dc1c65',
  '562 2383621c83f45a0ed',
  '606 2f7f95c941f012cb4',
  '540 2bdf8c21f62b0a5f5',
];

/**
 * A digest of every position's pending list, legal lists, views and events, the final hash and the
 * final state's text (recorded on main). Recorded again when the Crime Track's log line came to count in
 * plain English ("1 crime", "no Cops"), and again when the secret Gang note and its reveal did ("1 Thug and a Vamp"):
 * the final hashes and states did not change.
 */
const HOST = [
  '60a9b9aebcf94fec 277fadaff1af22f52 0d5533ab7513318f',
  '935e10357b54e1d8 2fcccc8b3e9d113a5 4cb5d926083ae5b9',
  '633c0a23035fbf79 274de8b41244d184e aea3265a15aea50b',
  '4a3bd77c1fc89b03 20d9ed48d58aa0de7 2870e392d964844c',
];

describe('random games as before the speed work', () => {
  it('G-5 in place: the same number of actions and the same final match', () => {
    expect(inPlacePlayouts(gangsters, TABLES, 3, (t, seed) => startAt(t.seats, t.options, seed))).toEqual(PLAYOUTS);
  });

  it('G-5 the host path: pending, legal lists, views and events at every position', () => {
    const got = TABLES.map((t) => {
      const options = { ...(t.options as object), turnCap: 10 };
      return hostPathDigest(gangsters, startAt(t.seats, options, `pinned-host-${t.seats}`), t.seats, true);
    });
    expect(got).toEqual(HOST);
  });
});
