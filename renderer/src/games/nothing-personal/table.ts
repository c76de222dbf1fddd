import type { GameTable } from '../../table/types';
import Board from './Board.svelte';
import { npCurtainWhy } from './curtain-why';
import { npDiceFaces } from './dice-faces';
import { colourFamily, familyWord } from './families';
import { npLogText } from './log-text';
import { npSecretShown } from './secrets';

/** Nothing Personal's board and lobby options (NP-14.2 expansions, NP-21.1 binding deals, NP-21.2 random setup). */
export const npTable: GameTable = {
  gameId: 'nothing-personal',
  Board,
  defaultOptions: { expansions: [], bindingDeals: false, randomSetup: false, firstPlayer: null },
  optionLabels: {
    bindingDeals: 'Offers are binding',
    randomSetup: 'Random starting gangsters',
  },
  optionHints: {
    bindingDeals: 'A deal is a deal: whoever takes the money must do what was promised. (NP-21.1)',
    randomSetup: 'Nine gangsters drawn at random fill the chart, instead of the usual starting line-up. (NP-21.2)',
  },
  // Under the player's name, the colour the family wears at this table: its tokens and markers on the board.
  seatRole: (index, _count, _context, look) => (look ? colourFamily(look.colour) : `Seat ${index + 1}`),
  // Elsewhere a family is called by its player, "Mum’s family", as the choices and prompts call it (families.ts).
  seatWord: (seat, seats) => familyWord(seat, seats),
  // The usual 22rem from a small laptop's 1280 wide up; narrower below it, so that the chart keeps a size to
  // read and click beside the decision (a 1366×768 window zoomed to 125% is 1093 CSS px wide). At 1024 wide
  // the case file goes under the board (TableLayout.svelte).
  caseWidth: 'clamp(15rem, 100vw - 49rem, 22rem)',
  // The dice's faces, not the d6 behind them: "Move die: rolled a 4"; the first day's "Family 3" by its player
  // (log-text.ts).
  logText: (text, seats) => npLogText(text, seats),
  // With our own dice, the dialog offers the dice's printed faces, not the d6 behind them (dice-faces.ts).
  diceFaces: npDiceFaces,
  // The hand stays folded unless the decision needs it (secrets.ts): the curtain only before that.
  secretShown: npSecretShown,
  // Why the screen comes to a family now, on the curtain (curtain-why.ts).
  curtainWhy: npCurtainWhy,
  firstSeat: {
    key: 'firstPlayer',
    legend: 'Who starts with the Capo ring',
    hint: 'The rules give it to whoever looks most like a mobster; agree on it here, or let the table draw. (NP-3.14)',
  },
  optionLists: {
    expansions: {
      label: 'Expansion gangsters shuffled in (NP-14.2)',
      choices: [
        { value: 'designers', label: 'Game Designers (NP-18)' },
        { value: 'historical', label: 'Historical (NP-19)' },
        { value: 'young-turks', label: 'Young Turks (NP-20)' },
      ],
    },
  },
};
