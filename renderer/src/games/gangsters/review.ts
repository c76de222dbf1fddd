/** Gangsters in the replay viewer: Player Turns on the timeline, and its moments worth a jump. */
import type { ReplayMarks } from '../../table/types';

export const gangstersMarks: ReplayMarks = {
  turn: ['turn'],
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
