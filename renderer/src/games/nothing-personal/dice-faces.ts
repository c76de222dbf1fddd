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

/** The Move die's six faces: what each shows, and the d6 (1 to 6) the engine reads as that face. */
function moveFaces(): DieFace[] {
  return content().dice.move.faces.map((f, i) => {
    const v = f.value ?? i + 1;
    return { value: i + 1, text: String(v), words: v === 8 ? 'an 8' : `a ${v}` };
  });
}

/**
 * The Whack die: one face per kind, in the die's order, with the d6 of its first face. The engine reads
 * only the kind of the face that came up (rollWhackDie in core/games/nothing-personal/rules/whacking.ts
 * returns `face.kind`, and the hit is resolved on it), so both guns count the same, as do both blanks:
 * whichever of the two is sent makes no difference to the game.
 */
function whackFaces(): DieFace[] {
  const out: DieFace[] = [];
  const seen = new Set<WhackFaceKind>();
  content().dice.whack.faces.forEach((f, i) => {
    if (seen.has(f.kind)) return;
    seen.add(f.kind);
    out.push({ value: i + 1, ...WHACK_FACE[f.kind] });
  });
  return out;
}

/**
 * The faces to offer for the die named `label` (as the engine labels it): any die whose name says
 * "whack" is the Whack die; every other die Nothing Personal rolls is the Move die (a Move, its re-roll,
 * a gangster's stat dice, a tie's roll-off), as Dice.svelte and log-text.ts read them.
 */
export function npDiceFaces(label: string): readonly DieFace[] {
  return /whack/i.test(label) ? whackFaces() : moveFaces();
}
