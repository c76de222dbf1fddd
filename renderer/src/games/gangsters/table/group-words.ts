/**
 * The words on a decision's button at the Gangsters table: a group of several actions by what it is about
 * ("Recruit gangsters…"), a lone action by the action itself, and the answers of a group narrowed a question
 * at a time, each saying what its click does when the click does it.
 */
import type { GAction, Group } from './legal';
import { kindWords, PIECE_WORDS } from './words';

const GROUP_WORDS: Readonly<Record<string, string>> = {
  draft: 'Take a Joint…',
  placement: 'Choose where my Gang starts…',
  recruit: 'Recruit gangsters…',
  sell: 'Sell a Joint to the Bank…',
  equip: 'Buy equipment…',
  bribe: 'Bribe a Cop…',
  'declare-hit': 'Declare a Hit…',
  bust: 'Bust a criminal…',
  aim: 'Aim my hits…',
  absorb: 'Take the hits…',
};

/** The button's words for group `g`; `wordsOf`: the words of one action. */
export function groupLabel(g: Group, wordsOf: (a: GAction) => string): string {
  const only = g.actions.length === 1 ? g.actions[0] : undefined;
  if (only) return wordsOf(only);
  return GROUP_WORDS[g.type] ?? `${kindWords(g.type)}…`;
}

/**
 * Groups whose answers are best said by themselves: the Gang's starting places (G-4.3), where the whole
 * action would repeat the answers already given ("Racketeer in …, Thug in …, Vamp in …") on every button.
 * Their last answer costs nothing, and the plan so far is said above the buttons (`planSoFar`).
 */
const OWN_ANSWERS: ReadonlySet<string> = new Set(['placement']);

/** How one answer of a question is worded. */
export interface StepWording {
  /** The value alone ("Thug", "Lou's Diner", "Cop 4"). */
  plain: (v: unknown) => string;
  /** The board's own word for the value, when it knows one (how a split of hits reads); else null. */
  own: (v: unknown) => string | null;
  /** The words of one whole action, price included where it has one ("Recruit 1 Thug for $600"). */
  wordsOf: (a: GAction) => string;
}

/**
 * The buttons of one question of group type `type`: `values` are its answers, `leads(v)` the actions
 * answer `v` leaves open. An answer that settles the action (one click sends it, and may spend money)
 * always says the whole action, price and all: by itself when that tells it from the others ("Recruit 1
 * Racketeer for $1,800"), else after its value ("Lou's Diner · Recruit 1 Thug for $600"). An answer that
 * leaves more to choose says the whole action where all it leads to reads alike and tells it apart
 * ("Recruit 2 Thugs for $1,300", a place still to choose), else its value ("Thug", how many still to say).
 */
export function stepLabels(
  type: string,
  values: readonly unknown[],
  leads: (v: unknown) => readonly GAction[],
  w: StepWording,
): string[] {
  const open = values.map(leads);
  const whole = open.map((list) => {
    const words = [...new Set(list.map(w.wordsOf))];
    return words.length === 1 ? (words[0] ?? null) : null;
  });
  return values.map((v, i) => {
    const own = w.own(v);
    if (own !== null) return own;
    const plain = w.plain(v);
    const all = whole[i] ?? null;
    if (OWN_ANSWERS.has(type) || all === null) return plain;
    if (whole.filter((x) => x === all).length === 1) return all;
    return open[i]?.length === 1 ? `${plain} · ${all}` : plain;
  });
}

/**
 * The starting places chosen so far (G-4.3), said above the next question: "So far: Racketeer in Eagle Ice
 * Works, Thug in Hawthorne Hotel." Null for any other group, or before the first answer.
 */
export function planSoFar(
  type: string,
  picks: readonly { path: string; value: unknown }[],
  place: (id: string) => string,
): string | null {
  if (!OWN_ANSWERS.has(type)) return null;
  const said = picks.flatMap((p) =>
    typeof p.value === 'string' ? [`${PIECE_WORDS[p.path] ?? p.path} in ${place(p.value)}`] : [],
  );
  return said.length > 0 ? `So far: ${said.join(', ')}.` : null;
}

/**
 * The one whole action every answer leads to alike, when they do ("Recruit 1 Thug for $600", whichever
 * Joint he comes in at): said over a list of many places, where a click on the map or on Choose settles it.
 * Null when the answers lead to different actions (the draft's Joints).
 */
export function sharedWords(
  values: readonly unknown[],
  leads: (v: unknown) => readonly GAction[],
  wordsOf: (a: GAction) => string,
): string | null {
  const words = new Set(values.flatMap((v) => leads(v).map(wordsOf)));
  return words.size === 1 ? ([...words][0] ?? null) : null;
}
