import { describe, expect, it } from 'vitest';
import { decisionArea, handStaysDocked, panelCap, READING_ORDER, sideScrollFor } from './layout';

describe('the side column scrolls to a decision under the standings', () => {
  // At 1366×768 the side column is about 456 px high; the standings at its top take 100 px of it.
  const column = { scrollTop: 0, height: 456 };
  const standings = 100;

  it('NP-7.11.1 a re-roll question below the fold comes up just under the standings, which stay pinned', () => {
    // The families (0–100), the dice (100–160), the decision box (170–440), then the hand: the box is
    // in sight at the top of the column, but the column had scrolled on to the hand.
    const to = sideScrollFor({ top: 170, height: 270 }, { scrollTop: 200, height: 456 }, standings);
    expect(to).toEqual({ pinned: true, scrollTop: 70 });
    // Scrolled there, the box's top is the first thing below the standings: nothing of it hides under them.
    expect((to.scrollTop ?? 0) + standings).toBe(170);
  });

  it('a decision already in sight below the standings leaves the column where it is', () => {
    expect(sideScrollFor({ top: 170, height: 250 }, column, standings)).toEqual({ pinned: true, scrollTop: null });
  });

  it('a question too tall to fit below the standings takes the whole column, every answer in sight', () => {
    expect(sideScrollFor({ top: 170, height: 420 }, column, standings)).toEqual({ pinned: false, scrollTop: 170 });
  });

  it('scrolled away, the standings never stop half out at the column’s top', () => {
    // 853×480: a 345 px column, the standings (two rows of families and the track) 0–130, the decision box
    // 175–400: too tall to share the column with them. A column that scrolls only 95 px stopped inside the
    // standings; where the box is whole from the top, it goes there instead.
    const col = { scrollTop: 0, height: 345 };
    expect(sideScrollFor({ top: 135, height: 205 }, { scrollTop: 40, height: 345 }, 150, 95)).toEqual({
      pinned: false,
      scrollTop: 0,
    });
    // Where the column scrolls past them, the box takes the top as before.
    expect(sideScrollFor({ top: 175, height: 225 }, col, 130, 400)).toEqual({ pinned: false, scrollTop: 175 });
  });

  it('four families in two rows: where the column cannot reach a row’s top, room is made under it to get there', () => {
    // 1366×768, four families at The Commission, the hand docked: 443 px in sight, the standings 0–160 (chips
    // from 0 and 65, the track from 130), the box 169–482, the column scrolling 49 px at most. It stopped at
    // 49, a 12 px strip of the first row's chips over the second.
    const box = { top: 169, height: 313 };
    const rows = [0, 65, 130];
    expect(sideScrollFor(box, { scrollTop: 0, height: 443 }, 160, 49, rows)).toEqual({
      pinned: false,
      scrollTop: 65,
      room: 16,
    });
    // There, with the room made, it stays.
    expect(sideScrollFor(box, { scrollTop: 65, height: 443 }, 160, 49, rows)).toEqual({
      pinned: false,
      scrollTop: null,
      room: 16,
    });
    // 1280×720: 397 px in sight, 95 px of scroll: the whole second row goes too, the track at the top.
    expect(sideScrollFor(box, { scrollTop: 0, height: 397 }, 160, 95, rows)).toEqual({
      pinned: false,
      scrollTop: 130,
      room: 35,
    });
  });
});

describe('a question about a roll is seen with the dice', () => {
  // At 1280×720 the side column is 434 px high; the standings at its top take 152 px of it.
  const column = { scrollTop: 0, height: 434 };
  const standings = 152;

  it('NP-7.11.1 the re-roll question comes up with the Move die above it, both below the pinned standings', () => {
    // The families (0–152), the dice (160–207), the decision box (215–395), then the hand. Scrolled for
    // the box alone, the die went under the standings.
    const area = decisionArea({ top: 215, height: 180 }, { top: 160, height: 47 }, column.height, ['reroll']);
    expect(area).toEqual({ top: 160, height: 235 });
    const to = sideScrollFor(area, { ...column, scrollTop: 100 }, standings);
    expect(to).toEqual({ pinned: true, scrollTop: 8 });
    expect((to.scrollTop ?? 0) + standings).toBe(160);
  });

  it('NP-7.11.1 a re-roll with a favour to use (a taller box): the die and the question, the standings scroll away', () => {
    const area = decisionArea({ top: 215, height: 260 }, { top: 160, height: 47 }, column.height, ['reroll']);
    expect(area).toEqual({ top: 160, height: 315 });
    expect(sideScrollFor(area, column, standings)).toEqual({ pinned: false, scrollTop: 160 });
  });

  it('a box too tall to share the column with the dice keeps the box alone in sight', () => {
    expect(decisionArea({ top: 215, height: 400 }, { top: 160, height: 47 }, column.height, ['reroll'])).toEqual({
      top: 215,
      height: 400,
    });
  });

  it('no dice shown: the box alone', () => {
    expect(decisionArea({ top: 215, height: 200 }, null, column.height, ['reroll'])).toEqual({ top: 215, height: 200 });
  });
});

describe('any other decision keeps the standings pinned above it when it fits below them', () => {
  // At 1280×720 the side column is 434 px high; the standings at its top take 152 px, leaving 282.
  const column = { scrollTop: 100, height: 434 };
  const standings = 152;
  const dice = { top: 160, height: 47 };

  it('NP-7.2.6 a tie to break: the box (250 px) comes up under the standings, not the last roll above it', () => {
    // The dice still show the last roll; with them the box would need 305 px and push the families'
    // Respect and money, which a tie is weighed on, out of sight.
    const area = decisionArea({ top: 215, height: 250 }, dice, column.height, ['tie']);
    expect(area).toEqual({ top: 215, height: 250 });
    const to = sideScrollFor(area, column, standings);
    expect(to).toEqual({ pinned: true, scrollTop: 63 });
    expect((to.scrollTop ?? 0) + standings).toBe(215);
  });

  it('NP-13.2.1 a called hit, the tallest such box (282 px): the standings stay pinned above it', () => {
    const area = decisionArea({ top: 215, height: 282 }, dice, column.height, ['whack-response']);
    expect(sideScrollFor(area, column, standings)).toEqual({ pinned: true, scrollTop: 63 });
  });

  it('every question about a roll keeps its die in sight: the Move die, a stat die, the Whack die', () => {
    for (const kind of ['reroll', 'stat-reroll', 'whack-reroll'])
      expect(decisionArea({ top: 215, height: 180 }, dice, column.height, [kind])).toEqual({ top: 160, height: 235 });
  });
});

describe('the hand docked at a short side column’s foot', () => {
  // A 1280×720 column: 472 px high, the standings 153 px, the docked hand 80 px.
  const [column, standings, dock] = [472, 153, 80];
  it('stays while the decision fits above it under the standings, or fits below them in no case', () => {
    expect(handStaysDocked({ height: 200 }, column, standings, dock)).toBe(true);
    // A card's question taller than the column less the standings: they scroll away whether docked or not.
    expect(handStaysDocked({ height: 355 }, column, standings, dock)).toBe(true);
  });
  it('goes back into the column where the decision’s answers would lie under it', () => {
    // "Which gangster?" after a card, taller than the column less the dock: its last answers were under the
    // cards, and a click on them played a card instead.
    expect(handStaysDocked({ height: 393 }, column, standings, dock)).toBe(false);
    expect(handStaysDocked({ height: 590 }, column, standings, dock)).toBe(false);
  });
  it('goes back into the column where the dock alone would push the standings out of sight', () => {
    expect(handStaysDocked({ height: 300 }, column, standings, dock)).toBe(false);
  });
  it('goes back into the column where the dock alone would push a roll’s dice out of sight', () => {
    // The dice and the question together 420 px (one area): they fit the column, not above the dock.
    expect(handStaysDocked({ height: 420 }, column, standings, dock)).toBe(false);
    expect(handStaysDocked({ height: 380 }, column, standings, dock)).toBe(true);
  });
});

describe('a card turn keeps the hand in sight before the standings', () => {
  // A 1280×720 column: 472 px high, the standings 152 px, the docked hand 90 px; the hand's cards are the answers.
  const [column, standings, dock] = [472, 152, 90];
  it('stays docked where the question fits above it, though the standings then scroll away', () => {
    // "Which Gambler gets 3 markers?" for a chosen card (309 px): it fits below the standings without the dock,
    // not with it. Any other decision gives the standings the room; a card turn gives it to the cards.
    expect(handStaysDocked({ height: 309 }, column, standings, dock)).toBe(false);
    expect(handStaysDocked({ height: 309 }, column, standings, dock, true)).toBe(true);
    expect(handStaysDocked({ height: column - dock }, column, standings, dock, true)).toBe(true);
  });
  it('a hand of one row stays docked for a question taller than the room above it, which scrolls in itself', () => {
    // The hand going back into the column left only its names' first line in sight at 1280×720 ("Hitman Sit-").
    expect(handStaysDocked({ height: column - dock + 1 }, column, standings, dock, true)).toBe(true);
    // Seven cards in three rows (a dock of 200 px) leave the question too little room: the hand gives way.
    expect(handStaysDocked({ height: column - 200 + 1 }, column, standings, 200, true)).toBe(false);
    expect(handStaysDocked({ height: column - 200 }, column, standings, 200, true)).toBe(true);
    // Held to the room above the dock (less the column's 8 px gap), so no answer lies under the cards.
    expect(panelCap(column - dock - 8 + 1, column, dock, 8)).toBe(column - dock - 8);
    expect(panelCap(column - dock - 8, column, dock, 8)).toBeNull();
  });
});

describe('the chart is walked as it is read', () => {
  it('row by row from the Capo down, each row left to right', () => {
    expect(READING_ORDER).toEqual([9, 7, 8, 4, 5, 6, 1, 2, 3]);
  });
});
