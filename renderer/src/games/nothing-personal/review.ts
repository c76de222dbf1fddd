/** Nothing Personal in the replay viewer: phases and rounds on the timeline, and its moments worth a jump. */
import type { ReplayMarks } from '../../table/types';

export const npMarks: ReplayMarks = {
  turn: ['phase'],
  rounds: (turns) => turns.map((text) => /^Round (\d+)/.exec(text)?.[0] ?? null),
  // Each family’s hand of Influence cards is its own.
  secrets: true,
  key: {
    whack: 'Whack',
    fishes: 'Sleeps with the fishes',
    prison: 'Prison',
    blackmail: 'Blackmail',
    steal: 'Steal',
    'game-over': 'Game over',
  },
  story: {
    whack: ['whack', 'whacks'],
    fishes: ['gangster sent to the fishes', 'gangsters sent to the fishes'],
    prison: ['gangster sent to prison', 'gangsters sent to prison'],
    blackmail: ['blackmail', 'blackmails'],
    steal: ['steal', 'steals'],
  },
  terms: ['respect'],
  dollars: ['money'],
};
