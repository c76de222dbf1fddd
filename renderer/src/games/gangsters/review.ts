/** Gangsters in the replay viewer: Player Turns and rounds on the timeline, and its moments worth a jump. */
import type { ReplayMarks } from '../../table/types';

/**
 * Where the rounds of a game start: turns go round the table (G-3.1), or by the pawns drawn from the cup
 * until it is empty (G-16.5), the Police Commissioner's turn last (G-17.3). Either way a round is every
 * Gang still in the game taking one turn, so a round starts at the first turn of a seat that has already
 * had one in the round before. A turn mark names its seat "{seat:N}" (games of earlier editions, the
 * Gang's colour or "the Police Commissioner").
 */
export function gangstersRounds(turns: readonly string[]): (string | null)[] {
  const had = new Set<string>();
  let round = 0;
  return turns.map((text) => {
    const who = /^Turn \d+: (\{seat:\d+\}|the Police Commissioner|[A-Z][a-z]+)'s turn/.exec(text)?.[1];
    if (who === undefined) return null;
    if (round > 0 && !had.has(who)) {
      had.add(who);
      return null;
    }
    had.clear();
    had.add(who);
    round++;
    return `Round ${round}`;
  });
}

export const gangstersMarks: ReplayMarks = {
  turn: ['turn'],
  rounds: gangstersRounds,
  // A Bribe marker is drawn in secret (G-9.5), and cash may be kept secret (G-15.1).
  secrets: true,
  key: {
    recruit: 'Recruits',
    buy: 'Purchase',
    shootout: 'Shootout',
    hit: 'Hit',
    'joint-hit': 'Joint hit',
    'gang-war': 'Gang war',
    eliminated: 'Out of the game',
    win: 'Win',
    // A game that ends on its time limit (G-15.2) ends with this line, not with a win's.
    'time-limit': 'Time limit',
  },
  story: {
    recruit: ['recruitment', 'recruitments'],
    buy: ['purchase', 'purchases'],
    shootout: ['Shootout', 'Shootouts'],
    hit: ['hit', 'hits'],
    'joint-hit': ['hit on a Joint', 'hits on Joints'],
    'gang-war': ['Gang war', 'Gang wars'],
    eliminated: ['Gang out of the game', 'Gangs out of the game'],
  },
  dollars: ['cash', 'worth'],
};
