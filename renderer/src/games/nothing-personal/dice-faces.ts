/**
 * Nothing Personal's dice as the family holds them, for a game played with our own dice: the host asks
 * for each die as a d6 (1 to 6), but the dice are printed otherwise (resources/nothing-personal/dice.json:
 * the Move die shows 1, 3, 4, 5, 7 and 8; the Whack die two guns, the Capo, a 7 and two blanks). The
 * dice dialog offers the faces themselves and sends the d6 behind the face pressed, mapped the same way
 * as the dice beside the board (Dice.svelte) and the case file (log-text.ts) read it back.
 */
import { content } from '@core/games/nothing-personal/content';
import type { WhackFaceKind } from '@core/games/nothing-personal/types';
import type { DieFace } from '../../table/types';

const WHACK_FACE: Readonly<Record<WhackFaceKind, { text: string; words: string }>> = {
  gun: { text: 'Gun', words: 'a gun' },
  capo: { text: 'Capo', words: 'the Capo' },
  seven: { text: '7', words: 'a 7' },
  blank: { text: 'Blank', words: 'a blank' },
};

/**
 * Whether the die named `label` is the Whack die; every other die Nothing Personal rolls is the Move die.
 * The engine names it "Whack die" at the start of its label; a roll-off's label starts with a family's
 * name instead, which may hold the word ("Whacky Joe’s family rolls off" rolls the Move die).
 */
export function isWhackDie(label: string): boolean {
  return /^Whack die\b/.test(label);
}

/**
 * The face that `d6` (1 to 6, as the engine rolls and logs it) stands for on the die named `label`: a
 * Move, its re-roll, a gangster's stat dice and a tie's roll-off are the Move die; "whack" names the Whack die.
 */
export function npFace(label: string, d6: number): DieFace {
  const dice = content().dice;
  if (isWhackDie(label)) {
    const kind = dice.whack.faces[d6 - 1]?.kind;
    return kind ? { value: d6, ...WHACK_FACE[kind] } : { value: d6, text: String(d6), words: String(d6) };
  }
  const v = dice.move.faces[d6 - 1]?.value ?? d6;
  return { value: d6, text: String(v), words: v === 8 ? 'an 8' : `a ${v}` };
}

/** A face as the die beside the board draws it: its mark, its class (colour), and its name read aloud. */
export interface DrawnFace {
  readonly mark: string;
  readonly cls: string;
  readonly name: string;
}

/** The Whack die's marks: a blank face is left empty, as the printed die is, and named "blank". */
const WHACK_MARK: Readonly<Record<WhackFaceKind, { mark: string; name: string }>> = {
  gun: { mark: '✦', name: 'gun' },
  capo: { mark: '♛', name: 'Capo' },
  seven: { mark: '7', name: '7' },
  blank: { mark: '', name: 'blank' },
};

/** How the die named `label` draws the face behind `d6` (Dice.svelte). */
export function drawnFace(label: string, d6: number): DrawnFace {
  const dice = content().dice;
  if (isWhackDie(label)) {
    const kind = dice.whack.faces[d6 - 1]?.kind ?? 'blank';
    return { ...WHACK_MARK[kind], cls: `w-${kind}` };
  }
  const kind = dice.move.faces[d6 - 1]?.kind;
  const { text } = npFace(label, d6);
  return { mark: text, name: text, cls: kind === 'number' || kind === undefined ? '' : `m-${kind}` };
}

/**
 * A gangster whose Respect and money are rolled on the Move die each time they are needed (Dombino
 * Crapshooti, NP-18.8): his die's label ("Dombino Crapshooti's Respect", "… money", either "(re-roll)").
 */
function rolledStatDie(label: string): boolean {
  const c = content().gangsters;
  const stat = label.replace(/ \(re-roll\)$/, '');
  return [...c.main, ...c.designers, ...c.historical, ...c.youngTurks].some(
    (g) => g.ability.kind === 'rolled-stats' && (stat === `${g.name}'s Respect` || stat === `${g.name}'s money`),
  );
}

/**
 * What a face of the Move die counts as when it is read as a number for a gangster's Respect or money
 * (Dombino Crapshooti, NP-18.8): the die has no 0 and no 6, so a 7 counts as 0 and an 8 as 6, as the
 * rules count them on Antoine Bauza's die (NP-18.2). Null when the face counts as it shows, or the die
 * is not such a stat die.
 */
export function npStatCount(label: string, d6: number): { counts: number; words: string } | null {
  if (!rolledStatDie(label)) return null;
  const kind = content().dice.move.faces[d6 - 1]?.kind;
  const counts = kind === 'seven' ? 0 : kind === 'eight' ? 6 : null;
  return counts === null ? null : { counts, words: `which counts as ${counts}` };
}

/**
 * The faces to offer for the die named `label`, one per kind of face in the die's order, each sending the
 * d6 of its first face. The engine reads only the kind of the Whack die's face (rollWhackDie in
 * core/games/nothing-personal/rules/whacking.ts returns `face.kind`, and the hit is resolved on it), so
 * both guns count the same, as do both blanks: whichever of the two is sent makes no difference. The Move
 * die's six faces all differ.
 */
export function npDiceFaces(label: string): readonly DieFace[] {
  const out: DieFace[] = [];
  const seen = new Set<string>();
  for (let d6 = 1; d6 <= 6; d6++) {
    const face = npFace(label, d6);
    if (seen.has(face.words)) continue;
    seen.add(face.words);
    out.push(face);
  }
  return out;
}
