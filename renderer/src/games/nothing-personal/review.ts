/** Nothing Personal in the replay viewer: phases and rounds on the timeline, and its moments worth a jump. */
import type { ReplayMarks } from '../../table/types';
import { npKeyEntry } from './review-entry';

export const npMarks: ReplayMarks = {
  turn: ['phase'],
  rounds: (turns) => turns.map((text) => /^Round (\d+)/.exec(text)?.[0] ?? null),
  // Each family’s hand of Influence cards is its own.
  secrets: true,
  key: {
    whack: 'Whack',
    fishes: 'Sleeps with the fishes',
    prison: 'Prison',
    // Only a refusal (an action stopped, NP-7.13.2) and a coin placed (NP-7.12.2) are marked (core's `npMarked`).
    blackmail: 'Stopped by blackmail',
    card: 'Blackmail coin',
    steal: 'Steal',
    'game-over': 'Game over',
  },
  // A few words of ours each in the Jump menu, read whole there; a family by its player's name (review-entry.ts).
  entry: (type, text) => npKeyEntry(type, text, (kind) => npMarks.key[kind] ?? kind),
  story: {
    whack: ['whack', 'whacks'],
    fishes: ['gangster sent to the fishes', 'gangsters sent to the fishes'],
    prison: ['gangster sent to prison', 'gangsters sent to prison'],
    blackmail: ['action stopped by blackmail', 'actions stopped by blackmail'],
    card: ['blackmail coin placed', 'blackmail coins placed'],
    steal: ['steal', 'steals'],
  },
  terms: ['respect'],
  dollars: ['money'],
};
