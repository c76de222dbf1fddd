import { describe, expect, it } from 'vitest';
import { litPlaces, moversOf, pieceClick, type MoveLike } from './legal';
import { sgLogDice } from './log-dice';
import { filedLines } from '../../../table/case-lines';
import { cityData } from '@core/games/supergang/board';
import { kerbName, policeAt, sgLogSeat, sgLogText, sgSeatWord, supergangSetup } from './setup';
import { actionWords, askedHere, promptParts, targetName, variantWords } from './words';
import type { SuperGangState } from '@core/games/supergang/state';
import type { SgAction } from './choice.svelte';

const moves: MoveLike[] = [
  { type: 'move', character: 'red-killer', to: 's11-8/north' },
  { type: 'move', character: 'red-killer', to: 's11-8/east' },
  { type: 'move', character: 'red-vamp', to: 'shop-x' },
  { type: 'cop-move', group: 1, to: 's3-4/-', arrest: null },
];

describe('the SuperGang table reads the host’s moves and words', () => {
  it('lights each place once, with every facing a piece may end with there', () => {
    expect(moversOf(moves)).toEqual(['red-killer', 'red-vamp', 'cops:1']);
    expect([...litPlaces(moves.slice(0, 2))]).toEqual([['s11-8', ['north', 'east']]]);
    expect([...litPlaces(moves.slice(3))]).toEqual([['s3-4', [null]]]);
  });

  it('a click on a movable piece standing on a place lit for the picked piece moves there; else it picks', () => {
    const lit = litPlaces(moves.slice(0, 2));
    expect(pieceClick('red-killer', 'red-vamp', 's11-8', lit)).toEqual({ place: 's11-8' });
    expect(pieceClick('red-killer', 'red-vamp', 's2-2', lit)).toEqual({ pick: 'red-vamp' });
    expect(pieceClick(null, 'red-vamp', 's11-8', lit)).toEqual({ pick: 'red-vamp' });
    expect(pieceClick('red-killer', 'red-killer', 's11-8', lit)).toEqual({ pick: 'red-killer' });
  });

  it('SG-9.3.2 a cop group that may end a square facing two ways: each answer says its facing, none read alike', () => {
    const words = [
      { type: 'cop-move', group: 0, to: 's11-17/west', arrest: null },
      { type: 'cop-move', group: 0, to: 's11-17/north', arrest: null },
      { type: 'cop-move', group: 0, to: 's11-17/north', arrest: 'red-killer' },
      { type: 'move', character: 'red-vamp', to: 's11-17/east' },
      { type: 'move', character: 'red-vamp', to: 'shop-x' },
    ].map((v) => variantWords(v as SgAction));
    expect(words).toEqual([
      'Arrest nobody, facing west',
      'Arrest nobody, facing north',
      'Arrest the Red Killer, facing north',
      'Stop facing east',
      'Stop free to go any way',
    ]);
  });

  it('SG-4.3.4 the asked seat reads who and where once: the plain question in place of "what does he do here?"', () => {
    const q = 'What does the Red Dealer do at Blue Moon Jazz Club?';
    expect(askedHere('What does he do here?', q)).toBe(q);
    expect(askedHere('What does she do here? In your own shop she may also do nothing.', q)).toBe(
      `${q} In your own shop she may also do nothing.`,
    );
    expect(askedHere('What does he do here?', null)).toBeNull();
    expect(askedHere('Move the cops.', q)).toBeNull();
  });

  it('a prompt reads as a sentence: a question keeps its mark, a statement ends with a full stop', () => {
    expect(promptParts('{seat:0}: what does he do here? (SG-4.1.3)', null)).toEqual({
      text: 'Red gang: what does he do here?',
      clause: 'SG-4.1.3',
    });
    expect(
      promptParts('{seat:1}: what does she do here? In your own shop she may also do nothing (SG-4.3.5).', null),
    ).toEqual({
      text: 'Blue gang: what does she do here? In your own shop she may also do nothing.',
      clause: 'SG-4.3.5',
    });
    expect(promptParts('{seat:4}: move the cops (SG-15.2)', 4)).toEqual({
      text: 'The police: move the cops.',
      clause: 'SG-15.2',
    });
  });

  it('names seats by gang colour, the fifth seat the police (SG-15)', () => {
    const seats = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => ({ kind: 'human' as const, name }));
    expect(sgSeatWord(1, seats)).toBe('Blue gang (Bo)');
    expect(sgSeatWord(4, seats)).toBe('the police (Ed)');
    expect(sgSeatWord(3, seats.slice(0, 4))).toBe('Yellow gang (Di)');
    expect(supergangSetup.seatRole?.(4, 5)).toBe('The police');
    expect(supergangSetup.seatColours?.(3)).toEqual(['red', 'blue', 'green']);
  });

  it('puts a possessive on the player, where it reads aloud, not after the brackets', () => {
    expect(sgLogText("Round 1: Red gang (Ann)'s turn.")).toBe("Round 1: Ann's turn (Red gang).");
    expect(sgLogText("Red gang (Ann)'s vamp moves to s3-4.")).toMatch(/^Ann's Red Vamp moves to /);
    expect(sgLogText("Witnessed: a stick-up by Blue gang (Bo)'s killer. Police record: 1 year.")).toBe(
      "Witnessed: a stick-up by Bo's Blue Killer. Police record: 1 year.",
    );
    expect(sgLogText("Blue gang (Bo)'s racket token leaves shop-moretti-bakery.")).toMatch(
      /^Bo's Blue racket token leaves /,
    );
    expect(sgLogText("the police (Ed)'s turn.")).toBe("Ed's turn (the police).");
    // Without a player's name the gang alone takes it.
    expect(sgLogText("Red gang's vamp moves.")).toBe("Red gang's Vamp moves.");
  });

  it('says ids in a log line as people do', () => {
    expect(sgLogText('shot at manager-1 by red-killer')).toBe('Shot at manager 1 by Red Killer');
    // SG-11.2.8: an arrow's value comes from the aim or the die; the line does not call an aimed one rolled.
    expect(sgLogText('shot at manager 1 (1–3 miss, 4–5 injured, 6 dead): rolled 3')).toBe(
      'Shot at manager 1: 3 (1–3 miss, 4–5 injured, 6 dead)',
    );
    expect(sgLogText('shot at blue-killer in the clinic (1–3 miss, 4–6 dead): rolled 5')).toBe(
      'Shot at Blue Killer in the clinic: 5 (1–3 miss, 4–6 dead)',
    );
    expect(sgLogText('the vamp hits cop-0-b.')).toBe('The Vamp hits cop 2 of group 1.');
    expect(targetName('cop-1-a')).toBe('cop 1 of group 2');
  });

  it('words every answer with the clause it comes from', () => {
    const s = { turn: { acting: null }, characters: [], policeSeat: null } as unknown as SuperGangState;
    expect(actionWords({ type: 'roll' }, s)).toEqual({ text: 'Throw the dice', clause: 'SG-9.0.2' });
    expect(actionWords({ type: 'stick-up', mode: 'money', defender: 2 }, s)).toEqual({
      text: 'Stick it up for its cash: the Green gang plays the manager',
      clause: 'SG-8.4',
      group: { lead: 'Stick it up for its cash. Who plays the manager?', choice: 'Green gang' },
    });
    expect(actionWords({ type: 'answer-recruit', price: 0 }, s).text).toBe('Sell the recruit for nothing');
  });

  it('SG-4.1.3 ending a stop says what comes next: the next piece to move, or the end of the turn', () => {
    const at = (toMove: string[]) =>
      ({ turn: { acting: 'red-killer', toMove }, characters: [], policeSeat: null }) as unknown as SuperGangState;
    expect(actionWords({ type: 'done' }, at(['red-vamp']))).toEqual({
      text: 'Done here: move the next one',
      clause: 'SG-4.1.3',
    });
    expect(actionWords({ type: 'done' }, at([])).text).toBe('Done here: end the turn');
  });

  it('SG-8.4 a stick-up of a shop nobody owns says the gang chosen plays its managers, not that it defends it', () => {
    const at = (shop: string) =>
      ({
        turn: { acting: 'blue-killer' },
        characters: [{ id: 'blue-killer', pos: { kind: 'shop', shop } }],
        policeSeat: null,
      }) as unknown as SuperGangState;
    expect(actionWords({ type: 'stick-up', mode: 'money', defender: 0 }, at('shop-newsstand')).text).toBe(
      'Stick it up for its cash: the Red gang plays the manager',
    );
    // A shop with initials has two managers (SG-8.1), both played by the gang chosen.
    expect(actionWords({ type: 'stick-up', mode: 'money', defender: 2 }, at('shop-lucky-star-bar')).text).toBe(
      'Stick it up for its cash: the Green gang plays the two managers',
    );
    // The owner or the racketeer shoots for them: nobody is chosen, and nothing more is said (SG-8.3).
    expect(actionWords({ type: 'stick-up', mode: 'ownership', defender: null }, at('shop-newsstand'))).toEqual({
      text: 'Stick up Newsstand to take the shop over',
      clause: 'SG-5.4.6',
    });
  });
});

describe('the kerb, where Dealers deal (SG-5.6.7, SG-5.6.8)', () => {
  it('SG-5.6.8 names each stretch of kerb by the street squares it lines and the shop behind it, never by its id', () => {
    expect(kerbName('kerb-1')).toBe('the kerb south of B1–C1');
    const names = cityData().sections.map((s) => kerbName(s.id));
    for (const n of names)
      expect(n).toMatch(
        /^the kerb (north|south|east|west) of [A-Y]\d+(–[A-Y]\d+)?( \((north|south|east|west) half\))?(, outside .+)?$/,
      );
    // Two stretches a Dealer may choose between never read the same.
    expect(new Set(names).size).toBe(names.length);
    expect(names.some((n) => n.includes(', outside '))).toBe(true);
    expect(kerbName('kerb-91')).toBe('the kerb west of K10 (north half), outside Laundromat');
    expect(kerbName('kerb-92')).toBe('the kerb west of K10 (south half), outside Laundromat');
  });

  it('SG-5.6.7 says where a Dealer deals, in the case file and on the button', () => {
    const line = sgLogText("{seat:2}'s Dealer deals on the sidewall (kerb-1): 5 million a turn.");
    expect(line).toBe("{seat:2}'s Dealer deals on the kerb south of B1–C1: 5 million a turn.");
    const s = { turn: { acting: null }, characters: [], policeSeat: null } as unknown as SuperGangState;
    expect(actionWords({ type: 'deal', section: 'kerb-1' }, s).text).toBe(
      'Put a traffic pawn on the kerb south of B1–C1',
    );
  });
});

describe('the dice in the case file (SG-2.2, SG-9.0.2, SG-11.2.3)', () => {
  it('draws each character’s die in its colour, the cops’ and managers’ blue, and says the colour', () => {
    expect(sgLogDice("red-killer's die: rolled 5")).toEqual([{ colour: 'green', value: 5 }]);
    expect(sgLogDice("Attack: blue-vamp's duel die: rolled 3")).toEqual([{ colour: 'red', value: 3 }]);
    expect(sgLogDice("Defence: green-dealer's duel die: rolled 1")).toEqual([{ colour: 'white', value: 1 }]);
    expect(sgLogDice("Defence: manager 2's duel die: rolled 6")).toEqual([{ colour: 'blue', value: 6 }]);
    expect(sgLogDice('blue die: rolled 2')).toEqual([{ colour: 'blue', value: 2 }]);
    expect(sgLogDice('police die: rolled 4')).toEqual([{ colour: 'blue', value: 4 }]);
    // The case file puts one roll's dice on one line (case-lines.ts): each is drawn.
    expect(sgLogDice('blue die: rolled 3 and 5')).toEqual([
      { colour: 'blue', value: 3 },
      { colour: 'blue', value: 5 },
    ]);
    expect(sgLogDice("Attack: cop's duel die: rolled 5, 5 and 2").map((d) => d.value)).toEqual([5, 5, 2]);
    expect(sgLogDice('{seat:0} throws for first player: rolled 4')).toEqual([]);
    expect(sgLogDice("{seat:1} moves red-killer's piece")).toEqual([]);
    expect(sgLogText("Attack: blue-vamp's duel die: rolled 3")).toBe("Attack: Blue Vamp's red duel die: rolled 3");
    expect(sgLogText("yellow-dealer's die: rolled 2")).toBe("Yellow Dealer's white die: rolled 2");
    expect(sgLogText("Defence: manager 1's duel die: rolled 6")).toBe("Defence: manager 1's blue duel die: rolled 6");
    expect(sgLogSeat("Attack: blue-vamp's duel die: rolled 3")).toBe(1);
  });

  it('SG-9.0.2 a gang’s throw reads as one line, each character’s die drawn in its colour beside it', () => {
    const [filed] = filedLines(
      ["red-killer's die: rolled 4", "red-vamp's die: rolled 2", "red-dealer's die: rolled 6"].map((text, i) => ({
        key: i,
        text,
        batch: 7,
        clause: 'SG-9.0.2',
      })),
    );
    const text = filed?.line.text ?? '';
    expect(sgLogText(text)).toBe("Red gang's throw: Killer · green die 4, Vamp · red die 2 and Dealer · white die 6");
    expect(sgLogDice(text)).toEqual([
      { colour: 'green', value: 4 },
      { colour: 'red', value: 2 },
      { colour: 'white', value: 6 },
    ]);
    expect(sgLogSeat(text)).toBe(0);
    expect(sgLogSeat('The dice: blue-vamp 3 and blue-dealer 1')).toBe(1);
    // Each die by its own colour, the gang once: never "Blue Vamp 3" beside a red die.
    expect(sgLogText('The dice: blue-vamp 3 and blue-dealer 1')).toBe(
      "Blue gang's throw: Vamp · red die 3 and Dealer · white die 1",
    );
  });

  it('SG-6.2.3 SG-9.0.2 a man held by a Vamp throws with her gang: each die then says whose man it is, and no gang is marked', () => {
    // Blue's turn, Red's Killer held by the Blue Vamp: the engine lists the Red man first.
    const text = 'The dice: red-killer 3 and blue-vamp 5';
    expect(sgLogText(text)).toBe('The throw: Red Killer · green die 3 and Blue Vamp · red die 5');
    expect(sgLogDice(text)).toEqual([
      { colour: 'green', value: 3 },
      { colour: 'red', value: 5 },
    ]);
    expect(sgLogSeat(text)).toBeNull();
  });
});

describe('the end in the case file (SG-1.1)', () => {
  it('names the district and counts the cap in rounds, as the final scores do', () => {
    expect(sgLogText('Red gang (Ann) owns the whole docks district and wins.')).toBe(
      'Ann (Red gang) owns the whole Docks district and wins.',
    );
    expect(sgLogText('The game stops after 5 turns without a winner.')).toBe(
      'The game stops after 5 rounds without a winner.',
    );
  });
});

describe('the police seat (SG-15)', () => {
  it('is the fifth of five, the fourth of four when asked, and never with two gangs', () => {
    expect(policeAt(4, 5)).toBe(true);
    expect(policeAt(3, 4)).toBe(false);
    expect(policeAt(3, 4, { options: { police: true } })).toBe(true);
    expect(policeAt(2, 3, { options: { police: true } })).toBe(false);
    expect(policeAt(3, 4, { view: { policeSeat: 3 } })).toBe(true);
    expect(policeAt(3, 4, { view: { policeSeat: null }, options: { police: true } })).toBe(false);
    expect(supergangSetup.seatColours?.(4, { options: { police: true } })).toEqual(['red', 'blue', 'green', 'white']);
    expect(supergangSetup.seatColours?.(2)).toEqual(['red', 'blue']);
    expect(supergangSetup.seatRole?.(3, 4, { view: { policeSeat: 3 } })).toBe('The police');
    expect(
      sgSeatWord(
        3,
        [
          { kind: 'human', name: 'A' },
          { kind: 'human', name: 'B' },
          { kind: 'human', name: 'C' },
          { kind: 'human', name: 'Gina' },
        ],
        { view: { policeSeat: 3 } },
      ),
    ).toBe('the police (Gina)');
  });
});
