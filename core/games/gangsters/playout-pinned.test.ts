/**
 * Speed work must not change a game (issue 16): seeded random games played in place end on the
 * match, and the host's path (pending, every seat's legal list, the views, the events) goes through
 * the positions, that the code before the speed work gave. The figures were recorded from main at
 * 58abf77, before the warm-playout work on Gangsters' movement and legal lists. They are games begun
 * under engine version 3, which keep its rules (state.ts `EDITION`); the games of the current engine
 * have figures of their own (`PLAYOUTS_4`, `HOST_4`; `PLAYOUTS_5`, `HOST_5`; `PLAYOUTS_6`, `HOST_6`;
 * `PLAYOUTS_7`, `HOST_7`; `PLAYOUTS_8`, `HOST_8`; `PLAYOUTS_9`, `HOST_9`; `PLAYOUTS_10`, `HOST_10`).
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

function startAt(seats: number, options: JsonValue, seed: string, engineVersion = '3'): Match {
  return seededMatch(gangsters, { options, seats, seed, engineVersion });
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

/**
 * The same walks in games of engine version 4 (recorded when it came). Every final hash differs, as the
 * state carries its rules edition; the 5-seat games with the Siren and the Commissioner also play
 * differently (G-16.3, G-17.3), so their action counts change. The other tables keep theirs.
 */
const PLAYOUTS_4 = [
  '1686 2b9a7f4b00079e4b8',
  '1736 24da669e50dfccdd6',
  '1848 2faaadbfc32ef6c82',
  '524 2c99d4040ab8b2ebd',
  '542 28dc051a880f52a90',
  '494 24d72d2db37c96e72',
  '474 2386f25b6902da89b',
  '474 299e91098ba6e70b1',
  '499 26da6e0dc5c8718d2',
  '562 255a35254fc0615d3',
  '606 2f056a7d2408f5c73',
  '540 2800948ed139dbc77',
];

/**
 * Re-recorded for the G-7.5 sale in the Movement Phase (edition 4): the legal lists of a Gang with no
 * Racketeers now offer it, so the third table's random walk takes another path and the fourth's lists differ.
 */
const HOST_4 = [
  '32524b18ea13c627 23d6f9d3931c9de1e f585bc1b96944cab',
  'a1c7b6457f2cb82b 231617d7386cb40e5 b2e1569c2737e888',
  'b5db076953e470a5 2f3e5390c3d161aae c5ee52bbf16ab172',
  'd5563c606d1b91c7 2dd2144441e65991f eae301e04dc6cc8d',
];

/**
 * The same walks in games of engine version 5 (recorded when it came). Every final hash differs, as the
 * state carries edition 5. The action counts are version 4's: the bots take no table actions, so no
 * take-back follows a fine (G-6.92); the Crime Track marked after a Gang leaves (G-9.3) is a count on the
 * table, not a decision; and no game here loses every Gang (G-7.5), so no walk takes another path.
 * Re-recorded for the Police Commissioner's take-back (G-6.92, edition 5): his legal list after a Public
 * move now offers `retract`, so the 5-seat table's random walks take other paths; the other tables keep theirs.
 */
const PLAYOUTS_5 = [
  '1686 274a8ad6626e40fc1',
  '1736 2c12e85410917ebe2',
  '1848 2a451f92594a7b1fa',
  '523 29737515c54809918',
  '591 24ef802e4c2d4fc93',
  '515 2bd25b8be5f54b9cd',
  '474 2c9272d8b844188a5',
  '474 200ab056c352dc197',
  '499 2326147d74941b6a4',
  '562 2cb41e689e793387c',
  '606 2dd5fb490ba76cf20',
  '540 21ac531c175547254',
];

/** Version 5's host path (recorded when it came): the views and final hashes carry edition 5. */
const HOST_5 = [
  '97bc1f1c082f3941 28376d7cebc8276a3 19e88bd5d45fa808',
  'c655bc73c542b811 271d20df96a745db6 777074bf11568a2e',
  '6a43a574d0d448ca 2b8e8426df0c8c0d0 90eba5a2ce005c39',
  '3c590232e2edcfe4 2e8b402752a57e870 2b1ce31e1d479c3b',
];

/**
 * The same walks in games of engine version 6 (recorded when it came). Every final hash differs, as the
 * state carries edition 6. A gangster set down on a Subway street (G-7.4: recruited, or won by a Vamp,
 * with no Joint to enter) now faces the way its player chooses, so the legal lists offer one recruit or
 * seduction per facing where version 5 offered one: two of the 4-seat games take other paths from there;
 * the other games keep version 5's action counts.
 */
const PLAYOUTS_6 = [
  '1686 2b46f871d3e7f0890',
  '1743 245bbf67ae1da16ef',
  '1811 28a9f171ea5b33b7c',
  '523 2f5c60e2ef7049d25',
  '591 2ba5a92891bd801bc',
  '515 25d236c1b1af9bd81',
  '474 29da58ae27cf02bdb',
  '474 2f1dcc0fefe420959',
  '499 259f074abadd61e6f',
  '562 21a5f3e86654f532f',
  '606 223ea78cfc4ee5e8c',
  '540 2c784e1c5901ea97d',
];

/**
 * Version 6's host path (recorded when it came): the views and final hashes carry edition 6, and the
 * Movement Phase prompt of a Gang with no Racketeers says its one move must recruit them (G-7.5; random
 * walks often start such Gangs), so every digest differs from version 5's; the final states differ only
 * by their edition. No walk here sets a gangster down on a Subway (G-7.4) within its ten turns.
 * Re-recorded for the tenth audit (G-9.4): a seat that can bribe, move or start no Cop is told so, where
 * the prompt asked it for one; the second table's walk meets such a Cop action, so the digest of its
 * positions (pending decisions among them) changed; its moves and final state did not, nor other tables'.
 * Re-recorded again (G-6.1): a Gang whose movement options are all used is told to end its movement, where
 * the prompt said "move or recruit"; every walk meets that, so each first digest changed; moves and final
 * states did not.
 * Re-recorded, with versions 7 to 10's (G-7.5, G-15.1): with secret cash a Gang with no Racketeers is told
 * what one costs and what to do short of the cash, where the prompt gave the rule alone; the third table
 * (secret cash) meets it, so the first digest of its walk changed in HOST_6 to HOST_10; its moves and final
 * state did not, nor other tables'.
 */
const HOST_6 = [
  '3e3b1a3aacd24594 2e3ed7d78cb3cf949 bd7b86a354d73cb4',
  'ecfbbb20e2478fcf 2759e5e19cfdbdba4 e5f450e787cfd7e0',
  'bdc906f36eb6d1fa 25b88542c69306bbc 93000c36f5d24aba',
  '10234ca41265ac8f 2df606d0f970bba67 a55f7b8e8cf36d2f',
];

/**
 * The same walks in games of engine version 7 (recorded when it came). Every final hash differs, as the
 * state carries edition 7. A Cop moved or started by the active player is the piece under the pawn
 * (G-6.92): the Movement Phase's legal list then offers `retract`, which the random walks take at times,
 * so every game takes another path from its first Cop move.
 */
const PLAYOUTS_7 = [
  '1732 2d519059426f566d4',
  '1835 22994acef500eb9cb',
  '1863 2bb625c394ad92b23',
  '503 2a93f4bfcaa9f674e',
  '579 2ae7bb0b6f522777a',
  '511 2f2678d09c7f13da5',
  '488 2afd7bc6eadd7dcbf',
  '475 2146ff1441330b1ec',
  '551 2c69026e0ef29d48b',
  '565 290db6ba46c66b065',
  '571 232bcab3b03d91600',
  '551 2c70700e9e877535e',
];

/**
 * Version 7's host path (recorded when it came): the views carry edition 7 and, after a Cop move, the
 * take-back snapshot (G-6.92), and the legal lists offer `retract` there, so every digest differs.
 * Re-recorded for the twelfth audit (G-11.4): a Hit declared on the Cops names them ("a Hit on Cop 5"),
 * where the line read "a Hit on Cop"; the first table's walk declares one, so the digest of its events
 * changed; its moves and final state did not, nor other tables'.
 * Re-recorded for the secret-cash prompt of a Gang with no Racketeers (G-7.5): the third table's first digest (HOST_6).
 */
const HOST_7 = [
  'ec83b6724b01c40b 29c61643ef04d39bd 8426fac0a130c0d6',
  '5062a02ea939e7a7 260f1942d969089ea c87547344eea0e5a',
  '9e26ad2990d6c574 22bb9340c7cf680a7 8e281b9a6a0df89d',
  'e5c68b06e87b966b 2d51d8b7766c29f8a 0c2c65fc01760b52',
];

/**
 * The same walks in games of engine version 8 (recorded when it came). Every final hash differs, as the
 * state carries edition 8; the walks take the same actions as version 7's, for edition 8 changed words
 * only (a take-back's refusal after a Cop move, the deferral's line, the Shootout questions).
 */
const PLAYOUTS_8 = [
  '1732 2132684b69bfaa366',
  '1835 2c7c685414506cbc7',
  '1863 264f77ab7460a1d3e',
  '503 2e11799c6dca33ea7',
  '579 2c51020ceb04d81fe',
  '511 28f56b66381f2d798',
  '488 2279958933db18d02',
  '475 2a97c2b90c9684411',
  '551 2bc49497bae4645fa',
  '565 22c0667d9772743f7',
  '571 27349fc3a228b6674',
  '551 20b3009f96c5559eb',
];

/**
 * Version 8's host path (recorded when it came): the views carry edition 8, so every digest differs;
 * where a walk meets a Shootout question or a deferral, its prompt or line reads otherwise too.
 * Re-recorded for the secret-cash prompt of a Gang with no Racketeers (G-7.5): the third table's first digest (HOST_6).
 */
const HOST_8 = [
  'f663d358777887fb 27779bd72ed1dc551 dba76d9afc86b255',
  '9e2a3327f1b4108b 2219dc833a10508f9 1bf74212524c8bc1',
  '635396ecef752efa 22fec2d755e219b87 057e16bb78e3857a',
  'acfc765faeaecbf2 2af152917ed5862ef 06cc59e7ccb6710a',
];

/**
 * The same walks in games of engine version 9 (recorded when it came). Every final hash differs, as the
 * state carries edition 9; the walks take the same actions as version 8's, for edition 9 changed words
 * only (a Shootout question about a street names its space).
 */
const PLAYOUTS_9 = [
  '1732 25585bb188dfae287',
  '1835 294b72b7659768bc3',
  '1863 216e5c423fd453ed2',
  '503 2d763f3718114113f',
  '579 22bad8435bbf3d779',
  '511 25031925d0273e93a',
  '488 28a9f0815d0fec73a',
  '475 234b641dcb4799895',
  '551 253267a2bec70c64b',
  '565 24c5092122cc04312',
  '571 24a78cfd81cd53bce',
  '551 2eeb470ae5a52a354',
];

/**
 * Version 9's host path (recorded when it came): the views carry edition 9, so every digest differs;
 * where a walk meets a Shootout question on a street, its prompt reads otherwise too.
 * Re-recorded for the secret-cash prompt of a Gang with no Racketeers (G-7.5): the third table's first digest (HOST_6).
 */
const HOST_9 = [
  'b52de38fd51c2ad9 2ffebe6806528fae5 bf261a74e3383a53',
  'f6849fae7fa4abe9 251a038085a549f80 087dd1e3f70ef25a',
  '01e28432d1f68596 2d53780fc2229f8cd 8350350439e68514',
  '69b0e53e8638763b 23ceb08279bd357ca e8ec0bd1e0b71a69',
];

/**
 * The same walks in games of engine version 10 (recorded when it came). Edition 10 changed words only
 * (state.ts `EDITION`): the walks take the actions version 9's take, and every final hash differs, as the
 * state carries edition 10.
 */
const PLAYOUTS_10 = [
  '1732 22ed60f3348a492de',
  '1835 2de52da797c184259',
  '1863 2fdab12d61c445cea',
  '503 261f1eb940100662c',
  '579 2305e99bc493a0ec6',
  '511 25305078e9e48e43d',
  '488 27b3ac7c612671db7',
  '475 229113bfd8b4f08e8',
  '551 29a45fa3dfe3856d9',
  '565 24636c7e4739ddda2',
  '571 2604fd98275097366',
  '551 21572d7aa4b770caf',
];

/**
 * Version 10's host path (recorded when it came, and again before it shipped, when edition 10 came to file
 * its dice among its lines): the views carry edition 10, so every digest differs.
 * Re-recorded for the secret-cash prompt of a Gang with no Racketeers (G-7.5): the third table's first digest (HOST_6).
 */
const HOST_10 = [
  '4e40285ff6d78bc7 2ae3d2df86b732871 79cd9697a39b8e4c',
  'de7df33cde6d264f 229a4fedb9e03f93c ad00bb2a04616780',
  '6e614a682367f582 27136387a07116ba2 c9c9c83c0489f798',
  '0a36485c4415426b 26639789e310b2959 bdce0d614087748d',
];

function hostDigests(engineVersion: string): string[] {
  return TABLES.map((t) => {
    const options = { ...(t.options as object), turnCap: 10 };
    return hostPathDigest(gangsters, startAt(t.seats, options, `pinned-host-${t.seats}`, engineVersion), t.seats, true);
  });
}

describe('random games as before the speed work', () => {
  it('G-5 in place: the same number of actions and the same final match', () => {
    expect(inPlacePlayouts(gangsters, TABLES, 3, (t, seed) => startAt(t.seats, t.options, seed))).toEqual(PLAYOUTS);
  });

  it('G-5 the host path: pending, legal lists, views and events at every position', () => {
    expect(hostDigests('3')).toEqual(HOST);
  });
});

describe('random games of engine version 4', () => {
  it('G-5 in place: the same number of actions and the same final match', () => {
    expect(inPlacePlayouts(gangsters, TABLES, 3, (t, seed) => startAt(t.seats, t.options, seed, '4'))).toEqual(
      PLAYOUTS_4,
    );
  });

  it('G-5 the host path: pending, legal lists, views and events at every position', () => {
    expect(hostDigests('4')).toEqual(HOST_4);
  });
});

describe('random games of engine version 5', () => {
  it('G-5 in place: the same number of actions and the same final match', () => {
    expect(inPlacePlayouts(gangsters, TABLES, 3, (t, seed) => startAt(t.seats, t.options, seed, '5'))).toEqual(
      PLAYOUTS_5,
    );
  });

  it('G-5 the host path: pending, legal lists, views and events at every position', () => {
    expect(hostDigests('5')).toEqual(HOST_5);
  });
});

describe('random games of engine version 6', () => {
  it('G-5 in place: the same number of actions and the same final match', () => {
    expect(inPlacePlayouts(gangsters, TABLES, 3, (t, seed) => startAt(t.seats, t.options, seed, '6'))).toEqual(
      PLAYOUTS_6,
    );
  });

  it('G-5 the host path: pending, legal lists, views and events at every position', () => {
    expect(hostDigests('6')).toEqual(HOST_6);
  });
});

describe('random games of engine version 7', () => {
  it('G-5 in place: the same number of actions and the same final match', () => {
    expect(inPlacePlayouts(gangsters, TABLES, 3, (t, seed) => startAt(t.seats, t.options, seed, '7'))).toEqual(
      PLAYOUTS_7,
    );
  });

  it('G-5 the host path: pending, legal lists, views and events at every position', () => {
    expect(hostDigests('7')).toEqual(HOST_7);
  });
});

describe('random games of engine version 8', () => {
  it('G-5 in place: the same number of actions and the same final match', () => {
    expect(inPlacePlayouts(gangsters, TABLES, 3, (t, seed) => startAt(t.seats, t.options, seed, '8'))).toEqual(
      PLAYOUTS_8,
    );
  });

  it('G-5 the host path: pending, legal lists, views and events at every position', () => {
    expect(hostDigests('8')).toEqual(HOST_8);
  });
});

describe('random games of engine version 9', () => {
  it('G-5 in place: the same number of actions and the same final match', () => {
    expect(inPlacePlayouts(gangsters, TABLES, 3, (t, seed) => startAt(t.seats, t.options, seed, '9'))).toEqual(
      PLAYOUTS_9,
    );
  });

  it('G-5 the host path: pending, legal lists, views and events at every position', () => {
    expect(hostDigests('9')).toEqual(HOST_9);
  });
});

describe('random games of engine version 10', () => {
  it('G-5 in place: the same number of actions and the same final match', () => {
    expect(inPlacePlayouts(gangsters, TABLES, 3, (t, seed) => startAt(t.seats, t.options, seed, '10'))).toEqual(
      PLAYOUTS_10,
    );
  });

  it('G-5 the host path: pending, legal lists, views and events at every position', () => {
    expect(hostDigests('10')).toEqual(HOST_10);
  });
});
