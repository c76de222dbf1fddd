/**
 * SuperGang in the replay viewer: turns and rounds on the timeline, its moments worth a jump, and its
 * result line with the players named.
 */
import { seatRef } from '@core/engine/words';
import { byLetters, fitting, type EntryFits } from '../../table/replay-keys';
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

const KIND: Readonly<Record<string, string>> = { killer: 'Killer', vamp: 'Vamp', dealer: 'Dealer' };

/**
 * A seat's character with its gang's colour, as the case file words him ("{seat:1}'s Blue Killer": the menu
 * says the seat by its player, "Bo's Blue Killer"), the colour he has on the map; seat i plays gang i.
 */
const manOf = (seat: string | undefined, kind: string | undefined): string =>
  `{seat:${seat}}'s ${GANG_WORDS[Number(seat)] ?? ''} ${KIND[kind ?? ''] ?? ''}`.replace(/ {2,}/g, ' ');

type Say = (m: RegExpExecArray, fits: EntryFits) => string;

/**
 * What the case file's line for a key moment comes to, in a few words of ours, or null for none. A gang is
 * left a seat reference, which the menu says by its player's name, as Nothing Personal's names its families.
 */
const SHORT: readonly (readonly [string, RegExp, Say])[] = [
  ['own', /^\{seat:(\d+)\} now owns/, (m) => `{seat:${m[1]}} owns a shop`],
  ['own', /^\{seat:(\d+)\} takes \S+ from/, (m) => `{seat:${m[1]}} takes a shop`],
  ['duel', /count (\d+) and the defenders (\d+)/, (m) => `Duel: ${m[1]} against ${m[2]}`],
  ['duel', /^Duel: attackers (\d+) against defenders (\d+)/, (m) => `Duel: ${m[1]} against ${m[2]}`],
  ['duel', /^The attacker counts (\d+)/, (m) => `Clinic attack: ${m[1]} ${m[1] === '1' ? 'arrow' : 'arrows'}`],
  ['duel', /^Both sides threw/, () => 'Duel: dice tied'],
  ['duel', /^The (attackers|defenders) shoot back/, (m) => `Duel: ${m[1]} shoot`],
  ['duel', /the (attackers|defenders) win/, (m) => `Duel: ${m[1]} win`],
  ['duel', /the patient lives/i, () => 'Duel: patient lives'],
  ['duel', /shoots for the (managers|rebel) now/, () => 'Duel: gun passes'],
  [
    'dead',
    /^\{seat:(\d+)\}'s (killer|vamp|dealer)/,
    (m, fits) => fitting(fits, `${manOf(m[1], m[2])} dies`, `{seat:${m[1]}}'s ${KIND[m[2] ?? ''] ?? ''} dies`),
  ],
  // "{seat:2}'s killer resists arrest." (a man a Vamp holds: "…'s killer, held by {seat:0}'s vamp, resists …").
  [
    'arrest',
    /^\{seat:(\d+)\}'s (killer|vamp|dealer)\b.* resists arrest/,
    (m, fits) => fitting(fits, `${manOf(m[1], m[2])} resists`, `{seat:${m[1]}} resists arrest`),
  ],
  ['arrest', /^\{seat:(\d+)\} resists arrest/, (m) => `{seat:${m[1]}} resists arrest`],
  [
    'arrest',
    /arrest \{seat:(\d+)\}'s (killer|vamp|dealer)/,
    (m, fits) => fitting(fits, `${manOf(m[1], m[2])} arrested`, `{seat:${m[1]}}'s ${KIND[m[2] ?? ''] ?? ''} arrested`),
  ],
  ['recruit', /^\{seat:(\d+)\} recruits a new (killer|vamp|dealer)/, (m) => `{seat:${m[1]}} recruits`],
  ['recruit', /^\{seat:(\d+)\} asks/, (m) => `{seat:${m[1]}} asks to recruit`],
  ['recruit', /takes \d+ million for a new/, () => 'Recruit sold'],
  ['recruit', /refuses to sell/, () => 'Recruit refused'],
  ['recruit', /asks \d+ million for a new/, () => 'Recruit priced'],
  ['eliminated', /^\{seat:(\d+)\} is out of the game/, (m) => `{seat:${m[1]}} is out`],
  ['over', /^\{seat:(\d+)\} (is the last gang|owns the whole)/, (m) => `End: {seat:${m[1]}} wins`],
  ['over', /the police win/, () => 'End: the police win'],
  // The cap on rounds (SG-1.1): "The game stops after 8 turns without a winner."
  ['over', /without a winner/, () => 'End: nobody wins'],
];

/**
 * A key moment's entry in the replay's *Jump to…* menu, after its move's number: a few words, whole in the
 * closed menu ("Duel: 3 against 9", "Bo's Blue Killer dies"), the longest wording that `fits`. The case
 * file's whole line is beside the table once the replay is there; the menu cut it off ("Move 32: Duel — The
 * attacker…"). A line none of these knows is named by its kind ("Duel", "Arrest").
 */
export function supergangKeyEntry(type: string, text: string, fits: EntryFits = byLetters()): string {
  for (const [kind, re, say] of SHORT) {
    if (kind !== type) continue;
    const m = re.exec(text);
    if (m) return say(m, fits);
  }
  return supergangMarks.key[type] ?? type;
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
  entry: (type, text, fits) => supergangKeyEntry(type, text, fits),
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
