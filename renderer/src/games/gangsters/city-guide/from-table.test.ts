import { describe, expect, it } from 'vitest';
import { gangsters } from '@core/games/gangsters/game';
import type { GangstersView } from '@core/games/gangsters/view';
import { RED, start, st } from '@core/games/gangsters/testing/game-play';
import { guideStartOf } from './from-table';

const TABLE = `
      turn red move
      dice red=4 green=5 blue=3 white=3 black=2
      gang red racketeer=4@westgate-hotel thug=2@westgate-hotel
      joint westgate-hotel red x2
      joint delmonico-grill yellow`;
const view = (seat: number): GangstersView => gangsters.view(st(start(TABLE)), seat) as GangstersView;

describe('the City guide opened over the table starts from it', () => {
  it('the Joints as owned at the table, and the piece the deciding Gang moves now with its roll (G-6.3: the green die for the Racketeer)', () => {
    const s = guideStartOf(view(RED));
    expect(s.owners).toEqual({ 'westgate-hotel': 'red', 'delmonico-grill': 'yellow' });
    expect(s.piece).toMatchObject({ kind: 'racketeer', gang: 'red', at: 'westgate-hotel', steps: 5 });
  });

  it('another seat, with nothing to move this turn, gets the Joints only: no piece, and none of its rival’s', () => {
    const s = guideStartOf(view(RED + 1));
    expect(s.owners).toEqual({ 'westgate-hotel': 'red', 'delmonico-grill': 'yellow' });
    expect(s.piece).toBeNull();
  });
});
