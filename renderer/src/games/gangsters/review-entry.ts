/**
 * Gangsters' key moments in the replay's *Jump to…* menu: a few words of ours each ("Bugsy buys Lou's Diner",
 * "Bugsy's Yellow Thug hits Legs"), read whole in the closed menu, where the case file's line was cut ("Move
 * 32: Shootout — Nonna Rosa's Red Thug…"). A Gang is left a seat reference, which the menu says by its
 * player's name, as Nothing Personal's names its families; a piece keeps its colour too, as the case file
 * says it ("Nonna Rosa's Red Thug"), the colour it has on the map. The case file's whole line is beside the
 * table once the replay is there.
 */
import { GANGS } from '@core/games/gangsters/board';
import { gangName } from '@core/games/gangsters/state';
import { cityBoard } from '@core/games/gangsters/city';
import { byLetters, fitting, type EntryFits } from '../../table/replay-keys';
import { cityView } from './city-view';
import { PIECE_WORDS } from './table/words';

/** The Gangs' colours by seat (seat i plays Gang i, G-3.1); seat 4 of five is the Police Commissioner. */
const GANG_WORDS: readonly string[] = GANGS.map(gangName);

/**
 * Who a line names, as a seat reference the menu words by its player: "{seat:1}" as it is, and the colours
 * and the Police Commissioner that lines of earlier editions wrote out ("Yellow", seat i playing Gang i; the
 * Commissioner is seat 5 of five, G-17).
 */
function who(ref: string): string {
  if (/^\{seat:\d+\}$/.test(ref)) return ref;
  if (/police commissioner/i.test(ref)) return '{seat:4}';
  const seat = GANG_WORDS.indexOf(ref);
  return seat >= 0 ? `{seat:${seat}}` : ref;
}

/** A seat's piece with its colour, as the case file words it: "{seat:1}'s Yellow Thug" (none: "{seat:4}'s Thug"). */
function piecesOf(ref: string, kind: string): string {
  const seat = /^\{seat:(\d+)\}$/.exec(who(ref))?.[1];
  const colour = seat === undefined ? undefined : GANG_WORDS[Number(seat)];
  return `${who(ref)}'s ${colour ? `${colour} ` : ''}${kind}`;
}

/** A seat in a line: a reference, a Gang's colour (lines before seat references), or the Police Commissioner. */
const WHO = String.raw`\{seat:\d+\}|Red|Yellow|Green|Brown|[Tt]he Police Commissioner`;

let spaceNames: Map<string, string> | null = null;
/**
 * A place as the engine names it: a building by its name, a street space by its id ("s15-7", edition 9 on),
 * said by its street ("Harbor Street"); null for a street with no name of its own.
 */
function street(id: string): string | null {
  spaceNames ??= new Map(cityView(cityBoard()).spaces.map((s) => [s.id, s.name]));
  const name = spaceNames.get(id);
  return name ? (/^[^,]*?(?= and |,|$)/.exec(name)?.[0] ?? null) : null;
}

const piece = (kind: string | undefined): string => PIECE_WORDS[(kind ?? '').toLowerCase()] ?? 'gangster';

type Say = (m: RegExpExecArray, fits: EntryFits) => string;

/** What the case file's line for a key moment comes to, by kind, in every edition's words. */
const SHORT: readonly (readonly [string, RegExp, Say])[] = [
  // G-7.2: "{seat:0} recruits 2 thugs for $600; strength 2." (secret cash: no price); "Vamp" always capitalised.
  [
    'recruit',
    new RegExp(String.raw`^(${WHO}) recruits (\d+) (racketeer|thug|vamp|Vamp)s?\b`),
    (m, fits) => {
      const one = piece(m[3]);
      const what = m[2] === '1' ? `a ${one}` : `${m[2]} ${one}s`;
      return fitting(fits, `${who(m[1] ?? '')} recruits ${what}`, `${who(m[1] ?? '')} gets ${what}`);
    },
  ],
  // G-5.1, G-7.5: "{seat:0} buys Lou's Diner for $600, improvements included (x2)."
  [
    'buy',
    new RegExp(String.raw`^(${WHO}) buys (.+?)(?: for \$[\d,]+)?(?:, improvements included \(x\d\))?\.$`),
    (m, fits) => fitting(fits, `${who(m[1] ?? '')} buys ${m[2] ?? ''}`, `${who(m[1] ?? '')} buys a Joint`),
  ],
  // G-12.1: "Shootout at Lou's Diner." or at a street space, "Shootout at s2-0." (edition 9 on).
  [
    'shootout',
    /^Shootout at (.+?)\.$/,
    (m, fits) => {
      const at = m[1] ?? '';
      if (/^s\d+-\d+/.test(at)) return fitting(fits, `Shootout on ${street(at) ?? ''}`, 'Shootout in the street');
      return fitting(fits, `Shootout at ${at}`, 'Shootout at a Joint');
    },
  ],
  // G-11.4: "{seat:0}'s thug declares a Hit on {seat:1} at …", on "Cop 5", "Cops 5 and 7" or "Cop" (edition 7 on).
  [
    'hit',
    new RegExp(
      String.raw`^(${WHO})'s (racketeer|thug) declares a Hit on (${WHO}|Cops? \d+(?:(?:, | and )\d+)*|Cop)(?= at |\.$)`,
    ),
    (m, fits) => {
      const target = m[3] ?? '';
      const on = target.startsWith('Cop') ? (target === 'Cop' ? 'a Cop' : target) : who(target);
      return fitting(fits, `${piecesOf(m[1] ?? '', piece(m[2]))} hits ${on}`, `${who(m[1] ?? '')} hits ${on}`);
    },
  ],
  // G-12.5: "Lou's Diner is lost." / "… drops 2 levels."
  ['joint-hit', /^(.+?) is lost\.$/, (m, fits) => fitting(fits, `${m[1] ?? ''} is lost`, 'A Joint is lost')],
  [
    'joint-hit',
    /^(.+?) drops (\d+) levels?\.$/,
    (m, fits) => {
      const drop = m[2] === '1' ? 'drops a level' : `drops ${m[2]} levels`;
      return fitting(fits, `${m[1] ?? ''} ${drop}`, `A Joint ${drop}`);
    },
  ],
  // G-12.6
  ['gang-war', /Gang War/, () => 'Gang War'],
  // G-13.1, G-13.2: "{seat:1}'s thug is removed from play." (its last one: the Gang has none left)
  [
    'eliminated',
    new RegExp(String.raw`^(${WHO})'s (racketeer|thug|vamp)s? (?:is|are) removed from play`, 'i'),
    (m) => `${who(m[1] ?? '')} has no ${piece(m[2])}${m[2]?.toLowerCase() === 'vamp' ? '' : 's'}`,
  ],
  // G-7.5: "{seat:2} has no money, Racketeers or Joints and is out of the game."
  ['out', new RegExp(String.raw`^(${WHO}) has no money`), (m) => `${who(m[1] ?? '')} is out`],
  // G-15.1: "{seat:0} wins: the Gang holds … and controls ten Joints." (edition 10) or "Red wins: a Racketeer, …,
  // and has $10,000 in cash." (before); G-17.6 "{seat:4} wins: he has …" or "The Police Commissioner (wins: he )has …".
  [
    'win',
    new RegExp(String.raw`^(${WHO}) (?:wins|has)\b`),
    (m, fits) => {
      const winner = who(m[1] ?? '');
      const how = /ten Joints|every \w+ Joint|\$[\d,]+/.exec(m.input)?.[0];
      return how ? fitting(fits, `${winner} wins: ${how}`, `${winner} wins`) : `${winner} wins`;
    },
  ],
  // G-15.2: "The time limit is reached: {seat:0} has the highest net worth, $9,000, and wins." (edition 10 by seat,
  // 7–9 by colour), "…: Red and Yellow share …, so nobody wins." (7 on), "…; the highest net worth is $7,000." (before).
  [
    'time-limit',
    new RegExp(String.raw`^The time limit is reached: (${WHO}) has the highest net worth`),
    (m) => `Last turn: ${who(m[1] ?? '')} wins`,
  ],
  ['time-limit', /^The time limit is reached: .* share /, () => 'Last turn: a tie'],
  ['time-limit', /^The time limit is reached; the highest net worth is (\$[\d,]+)/, (m) => `Last turn: top ${m[1]}`],
  // The cap on turns: "The turn cap of 40 Player Turns is reached with no winner."
  ['turn-cap', /^The turn cap of \d+ /, () => 'Turn limit: nobody wins'],
];

/**
 * A key moment's entry in the menu, after its move's number, the longest of its wordings that `fits`; the
 * words of a kind with no line known to it ("Shootout"), from the marks' labels.
 */
export function gangstersKeyEntry(
  type: string,
  text: string,
  label: (type: string) => string,
  fits: EntryFits = byLetters(),
): string {
  for (const [kind, re, say] of SHORT) {
    if (kind !== type) continue;
    const m = re.exec(text);
    if (m) return say(m, fits);
  }
  return label(type);
}
