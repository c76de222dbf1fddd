/**
 * SuperGang in the replay viewer: turns and rounds on the timeline, its moments worth a jump, and its
 * result line with the players named.
 */
import { seatRef } from '@core/engine/words';
import type { ReplayMarks } from '../../table/types';
// The gangs' colours by seat (seat i plays gang i, core/games/supergang/setup.ts), as the result names them.
import { GANG_WORDS } from './table/setup';

/**
 * The result line (core/games/supergang/end-words.ts: "The Red gang is the last gang standing and wins",
 * "The Blue gang owns the whole … district and wins") with its winning gang made a seat reference, worded
 * then as the case file words it, "Ann (Red gang) …". Other lines (the police's win, the cap on rounds)
 * name no player and are left as they are.
 */
export function supergangResultSeats(reason: string, seats: number): string {
  const won = /^The (Red|Blue|Green|Yellow) gang (?=is the last gang standing|owns the whole)/.exec(reason);
  const seat = won?.[1] ? GANG_WORDS.indexOf(won[1] as (typeof GANG_WORDS)[number]) : -1;
  return won && seat >= 0 && seat < seats ? `${seatRef(seat)} ${reason.slice(won[0].length)}` : reason;
}

export const supergangMarks: ReplayMarks = {
  turn: ['turn'],
  rounds: (turns) => turns.map((text) => /^Round (\d+)/.exec(text)?.[0] ?? null),
  // Nothing at a SuperGang table is any one seat's secret (core/games/supergang/view.ts).
  secrets: false,
  resultSeats: supergangResultSeats,
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
