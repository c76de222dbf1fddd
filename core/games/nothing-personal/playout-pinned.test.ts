/**
 * Speed work must not change a game (issue 16): seeded random games played in place end on the
 * match, and the host's path (pending, every seat's legal list, the views, the events) goes through
 * the positions, that the code before the speed work gave. The figures were recorded from main at
 * 2115080 (before this branch's rewrites of the commission pick, The Family's candidates, the card and
 * gangster actions' log lines, the refused-proposal filter, the NP-20.2 check and the tie prompt).
 */
import { describe, expect, it } from 'vitest';
import { hostPathDigest, inPlacePlayouts } from '../../engine/testing/pinned-playouts';
import { nothingPersonal } from './game';
import { PLAYOUT_TABLES, startAt } from './testing/tables';

/** Actions and the final match hash of three games per table, played in place (recorded on main). */
const PLAYOUTS = [
  '111 2baa1491660ce4e59',
  '126 2bb62bbc1181c4ff7',
  '125 26c9cf7995427b90e',
  '152 2d54e3d3edb0b4160',
  '146 2176f01199e555f51',
  '136 2ce76edd8c3064c0f',
  '185 2fd10de30128af9c1',
  '205 2c3324f4b2d010c69',
  '178 23cfa733ad520492c',
  '149 21585a85763481ef4',
  '165 22a5ab619258f803a',
  '143 2c86f230f83650f1d',
  '153 202f8fbe4690f897a',
  '159 2687eaa8f423530cf',
  '136 2dc0fafb90003becd',
];

/**
 * A digest of every position's pending list, legal lists, views and events, and the final hash (recorded on
 * main). Recorded again when payouts came to say their signs ("+4 Respect", "pays $2"), and when the lines
 * came to count without "(s)" ("1 marker"), and when Vinnie Carbone's line came to say whose marker he places:
 * the final hashes did not change.
 */
const HOST = ['27d5e17c776f6d35 2fa7fe7987f532c92', '477876c08e4cd0ac 2ca6095e5f9323269'];

describe('random games as before the speed work', () => {
  it('NP-4.8 in place: the same number of actions and the same final match', () => {
    expect(inPlacePlayouts(nothingPersonal, PLAYOUT_TABLES, 3, startAt)).toEqual(PLAYOUTS);
  });

  it('NP-4.8 the host path: pending, legal lists, views and events at every position', () => {
    const got = PLAYOUT_TABLES.slice(2, 4).map((g) =>
      hostPathDigest(nothingPersonal, startAt(g, `pinned-host-${g.seats}`), g.seats),
    );
    expect(got).toEqual(HOST);
  });
});
