/** SuperGang in the replay viewer: turns and rounds on the timeline, and its moments worth a jump. */
import type { ReplayMarks } from '../../table/types';

export const supergangMarks: ReplayMarks = {
  turn: ['turn'],
  rounds: (turns) => turns.map((text) => /^Round (\d+)/.exec(text)?.[0] ?? null),
  // Nothing at a SuperGang table is any one seat's secret (core/games/supergang/view.ts).
  secrets: false,
  key: {
    own: 'Shop bought',
    duel: 'Duel',
    dead: 'Killed',
    arrest: 'Arrest',
    recruit: 'Recruit',
    eliminated: 'Out of the game',
    over: 'End',
  },
  story: {
    own: ['shop bought', 'shops bought'],
    duel: ['duel', 'duels'],
    dead: ['character killed', 'characters killed'],
    arrest: ['arrest', 'arrests'],
    recruit: ['character recruited', 'characters recruited'],
    eliminated: ['gang out of the game', 'gangs out of the game'],
  },
  units: { shops: ['shop', 'shops'], cash: ['million', 'million'] },
};
