/**
 * Edition 7's questions as the table shows them: the engine names people by seat and places by id, and the
 * panel must read them as a family says them, with no id left over.
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '@core/engine/match';
import { pendingDecisions } from '@core/games/supergang/pending';
import { HELD_MAN_WANTED } from '@core/games/supergang/testing/edition-4-audit9';
import { RED_RECRUITS_IN_BLUES_GYM } from '@core/games/supergang/testing/edition-5-audit11';
import { BLUE, RED, play, position, state, step } from '@core/games/supergang/testing/play';
import { promptParts } from './words';

const shown = (m: Match): string => {
  const prompt = pendingDecisions(state(m))[0]?.prompt ?? '';
  return promptParts(prompt, state(m).policeSeat).text;
};

describe('the SuperGang panel words edition 7’s questions', () => {
  it('SG-9.3.3 SG-6.2.3 the arrest question names the man held, by gang colour', () => {
    const m = step(position(HELD_MAN_WANTED), RED, {
      type: 'cop-move',
      group: 0,
      to: 's5-0/east',
      arrest: 'blue-killer',
    }).match;
    expect(shown(m)).toBe(
      // Red's own Vamp is "your Vamp" to Red (\`records.test.ts\`: the question speaks to the seat asked).
      "Red gang: the cops are arresting Blue gang's Killer, held by your Vamp, where he stands. Does he go quietly to jail, or resist and fight them?",
    );
  });

  it('SG-7.7 the owner is told who asks for which recruit, and the shop by its name', () => {
    const asked = play(position(RED_RECRUITS_IN_BLUES_GYM), RED, { type: 'recruit', kind: 'killer' });
    expect(shown(asked)).toBe(
      'Blue gang: Red gang asks you for a new Killer in Iron Glove Gym. Name your price, or refuse.',
    );
    const offered = play(play(asked, BLUE, { type: 'answer-recruit', price: 50 }), RED, {
      type: 'counter-price',
      price: 25,
    });
    expect(shown(offered)).toBe(
      'Blue gang: Red gang offers you 25 million for a new Killer in Iron Glove Gym. Take it, refuse, or ask more.',
    );
  });
});
