import { describe, expect, it } from 'vitest';
import { gangstersCurtainWhy } from './curtain-why';

const rebuff = (seat: number) => ({
  seat,
  kind: 'rebuff',
  prompt: 'Cop 4 moved: reveal his Bribe to rebuff, or pass (G-9.5).',
});

describe('the curtain after a Cop move (G-9.5)', () => {
  it('tells each Gang asked why the screen comes to it, naming the Cop that moved', () => {
    const asked = { pending: [rebuff(0), rebuff(2)] };
    expect(gangstersCurtainWhy(0, asked)).toBe('Cop 4 moved: your chance to show a Bribe');
    // The same words for every Gang asked, whichever Cop its own marker is for: nothing secret is told.
    expect(gangstersCurtainWhy(2, asked)).toBe(gangstersCurtainWhy(0, asked));
  });

  it('says nothing for a Gang not asked, or for any other decision', () => {
    expect(gangstersCurtainWhy(1, { pending: [rebuff(0)] })).toBeNull();
    expect(
      gangstersCurtainWhy(0, { pending: [{ seat: 0, kind: 'move', prompt: 'Red: move or recruit.' }] }),
    ).toBeNull();
    expect(gangstersCurtainWhy(0, { pending: [] })).toBeNull();
  });

  it('still says why when the prompt names no Cop', () => {
    expect(gangstersCurtainWhy(3, { pending: [{ seat: 3, kind: 'rebuff', prompt: '' }] })).toBe(
      'A Cop moved: your chance to show a Bribe',
    );
  });
});

describe('the curtain while the starting Gangs are set up in secret (G-4.2, G-4.3)', () => {
  const setup = (kind: string) => ({
    pending: [0, 1, 2].map((seat) => ({ seat, kind, prompt: `Seat ${seat}: record it in secret.` })),
  });

  it('G-4.2 tells each Gang its starting Gang is chosen in secret, the same words for every Gang', () => {
    expect(gangstersCurtainWhy(1, setup('recruit-plan'))).toBe('Choose your starting Gang, in secret');
    expect(gangstersCurtainWhy(2, setup('recruit-plan'))).toBe(gangstersCurtainWhy(1, setup('recruit-plan')));
  });

  it('G-4.3 tells each Gang where it starts is chosen in secret, and nothing to a Gang already done', () => {
    expect(gangstersCurtainWhy(0, setup('placement'))).toBe('Choose where your Gang starts, in secret');
    expect(gangstersCurtainWhy(3, setup('placement'))).toBeNull();
  });
});

describe('the curtain when cash is kept secret (G-15.1)', () => {
  const turn = (seat: number) => ({ seat, kind: 'move', prompt: 'Red: move or recruit.' });
  const view = (secretCash: boolean, phase = 'play') => ({ phase, options: { secretCash } });

  it('G-15.1 says the screen comes round because each player’s cash is secret, the same words for every seat', () => {
    const line = gangstersCurtainWhy(1, { pending: [turn(1)], view: view(true) });
    expect(line).toBe('Cash is kept secret in this game: your screen shows yours');
    expect(gangstersCurtainWhy(3, { pending: [turn(3)], view: view(true) })).toBe(line);
  });

  it('G-15.1 says nothing of cash when it is open, or once the game is over and all is shown', () => {
    expect(gangstersCurtainWhy(1, { pending: [turn(1)], view: view(false) })).toBeNull();
    expect(gangstersCurtainWhy(1, { pending: [turn(1)], view: view(true, 'over') })).toBeNull();
  });

  it('a Cop move’s question still says which Cop moved, with cash secret too', () => {
    expect(gangstersCurtainWhy(0, { pending: [rebuff(0)], view: view(true) })).toBe(
      'Cop 4 moved: your chance to show a Bribe',
    );
  });
});

describe('the curtain for a Gang holding Bribes, cash open (G-9.5)', () => {
  const turn = (seat: number) => ({ seat, kind: 'move', prompt: 'Red: move or recruit.' });
  const view = (holders: number[], secretCash = false) => ({
    phase: 'play',
    options: { secretCash },
    bribes: holders.map((holder) => ({ holder })),
  });

  it('G-9.5 says its screen shows which Cop its Bribe is for: who holds a marker is public', () => {
    expect(gangstersCurtainWhy(1, { pending: [turn(1)], view: view([1, 2]) })).toBe(
      'You hold a Bribe: your screen shows which Cop it is for',
    );
    expect(gangstersCurtainWhy(2, { pending: [turn(2)], view: view([2, 2]) })).toBe(
      'You hold Bribes: your screen shows which Cop each is for',
    );
  });

  it('says nothing of Bribes to a Gang holding none, and the cash line comes first when cash is secret', () => {
    expect(gangstersCurtainWhy(0, { pending: [turn(0)], view: view([1, 2]) })).toBeNull();
    expect(gangstersCurtainWhy(1, { pending: [turn(1)], view: view([1], true) })).toBe(
      'Cash is kept secret in this game: your screen shows yours',
    );
  });
});
