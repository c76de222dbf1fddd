import { describe, expect, it } from 'vitest';
import { content } from '@core/games/nothing-personal/content';
import { drawnFace, npDiceFaces, npStatCount } from './dice-faces';
import { npLogText } from './log-text';

/** What the case file says a d6 of the die named `label` showed ("a 7", "the Capo"), as log-text.ts words it. */
const filed = (label: string, d6: number): string =>
  npLogText(`${label}: rolled ${d6}`).replace(`${label}: rolled `, '');

describe("Nothing Personal's dice typed in with our own dice", () => {
  it('NP-7.8.3 the Move die is offered as its six printed faces, each sending the d6 that shows it', () => {
    const faces = npDiceFaces('Move die');
    expect(faces.map((f) => f.text)).toEqual(['1', '3', '4', '5', '7', '8']);
    expect(faces.map((f) => f.value)).toEqual([1, 2, 3, 4, 5, 6]);
    // Each face pressed is filed as that same face: "Move die: rolled a 7".
    for (const f of faces) expect(filed('Move die', f.value)).toBe(f.words);
    expect(faces.map((f) => f.words)).toEqual(['a 1', 'a 3', 'a 4', 'a 5', 'a 7', 'an 8']);
  });

  it('NP-7.8.3 every other die but the Whack die is the Move die: a re-roll, the stat dice, a roll-off', () => {
    const move = npDiceFaces('Move die');
    for (const label of [
      'Move die (re-roll)',
      "Antoine Bauza's roll",
      "Dombino Crapshooti's Respect",
      "Ann's family rolls off",
    ])
      expect(npDiceFaces(label)).toEqual(move);
  });

  it('NP-13.2 the Whack die is offered once per kind of face, each sending a d6 of that kind', () => {
    const faces = npDiceFaces('Whack die');
    expect(faces.map((f) => f.text)).toEqual(['Gun', 'Capo', '7', 'Blank']);
    const kinds = content().dice.whack.faces;
    for (const f of faces) {
      // The case file and the die beside the board read the d6 sent as the face pressed.
      expect(filed('Whack die', f.value)).toBe(f.words);
      expect(f.value).toBeGreaterThanOrEqual(1);
      expect(f.value).toBeLessThanOrEqual(6);
    }
    // Whatever face comes up at the table, a button sends a d6 of the same kind (the rules read only the kind).
    for (const face of kinds) {
      const offered = faces.find((f) => kinds[f.value - 1]?.kind === face.kind);
      expect(offered, face.kind).toBeDefined();
      expect(filed('Whack die', offered?.value ?? 0)).toBe(filed('Whack die', face.face));
    }
  });
});

describe('the Whack die found by its label, not by a word in it', () => {
  it('NP-12.12 a roll-off by a family whose player is called "Whacky" is the Move die, in the case file and the dialog', () => {
    expect(npLogText('Whacky Joe’s family rolls off: rolled 6')).toBe('Whacky Joe’s family rolls off: rolled an 8');
    expect(npDiceFaces('Whacky Joe’s family rolls off')).toEqual(npDiceFaces('Move die'));
    expect(npLogText('Whack die: rolled 6')).toBe('Whack die: rolled a blank');
  });
});

describe('a die read as Dombino Crapshooti’s numbers says what a 7 and an 8 count as', () => {
  it('NP-18.8 NP-18.2 Dombino’s Respect or money on a 7 counts as 0 and on an 8 as 6, and the case file says so', () => {
    expect(npLogText("Dombino Crapshooti's Respect: rolled 5")).toBe(
      "Dombino Crapshooti's Respect: rolled a 7, which counts as 0",
    );
    expect(npLogText("Dombino Crapshooti's money: rolled 6")).toBe(
      "Dombino Crapshooti's money: rolled an 8, which counts as 6",
    );
    expect(npLogText("Dombino Crapshooti's Respect (re-roll): rolled 5")).toBe(
      "Dombino Crapshooti's Respect (re-roll): rolled a 7, which counts as 0",
    );
    expect(npStatCount("Dombino Crapshooti's money", 5)).toEqual({ counts: 0, words: 'which counts as 0' });
    // A face that counts as it shows says nothing more.
    expect(npLogText("Dombino Crapshooti's money: rolled 3")).toBe("Dombino Crapshooti's money: rolled a 4");
  });

  it('NP-7.8.5 a 7 on any other Move die is the 7 it shows (a Move fails on it; a gangster’s roll is told by its own line)', () => {
    expect(npLogText('Move die: rolled 5')).toBe('Move die: rolled a 7');
    expect(npLogText("Antoine Bauza's roll: rolled 5")).toBe("Antoine Bauza's roll: rolled a 7");
    expect(npStatCount('Move die', 5)).toBeNull();
  });
});

describe('the dice beside the board', () => {
  it('NP-13.2.5 a blank Whack die face is drawn empty, as the printed die is, and is named "blank"', () => {
    const kinds = content().dice.whack.faces.map((f) => f.kind);
    const drawn = kinds.map((_, i) => drawnFace('Whack die', i + 1));
    const blank = drawn.filter((_, i) => kinds[i] === 'blank');
    expect(blank.length).toBeGreaterThan(0);
    for (const f of blank) expect(f).toEqual({ mark: '', name: 'blank', cls: 'w-blank' });
    // Every other face shows a mark, and each face has a name a screen reader says.
    for (const f of drawn.filter((_, i) => kinds[i] !== 'blank')) expect(f.mark).not.toBe('');
    expect(new Set(drawn.map((f) => f.name))).toEqual(new Set(['gun', 'Capo', '7', 'blank']));
  });

  it('NP-7.8.3 a Move die face is drawn as its printed number, and named by it', () => {
    const drawn = [1, 2, 3, 4, 5, 6].map((d6) => drawnFace('Move die', d6));
    expect(drawn.map((f) => f.mark)).toEqual(['1', '3', '4', '5', '7', '8']);
    expect(drawn.every((f) => f.name === f.mark)).toBe(true);
  });
});
