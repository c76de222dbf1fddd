import { describe, expect, it } from 'vitest';
import type { MoveQuery } from '@core/games/supergang/movement/types';
import type { SuperGangView } from '@core/games/supergang/view';
import { sgGuideStartOf } from './from-table';

const view = (...queries: MoveQuery[]): SuperGangView =>
  ({ moves: queries.map((query, i) => ({ piece: `p${i}`, query })) }) as unknown as SuperGangView;
const killer: MoveQuery = { mover: 'gangster', from: { kind: 'street', square: 's16-10', facing: 'east' }, steps: 4 };

describe('the SuperGang City guide opened over the table starts from it', () => {
  it('from the first piece this seat moves now, as the table asks the host about it (SG-4.1.2)', () => {
    expect(sgGuideStartOf(view(killer))).toBe(killer);
  });

  it('from nothing while the seat moves nothing, or for cops coming up out of the sewer (SG-9.1.7)', () => {
    expect(sgGuideStartOf(view())).toBeNull();
    const up: MoveQuery = {
      mover: 'cop',
      from: { kind: 'street', square: 's4-12', facing: null },
      steps: 2,
      resurface: true,
    };
    expect(sgGuideStartOf(view(up))).toBeNull();
  });
});
