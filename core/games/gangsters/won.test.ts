/**
 * How a finished game was won, as facts in every viewer's view (`won`, won.ts), for the end screen to word
 * beside a winner worth less than another Gang (G-15.1, G-17.6, G-15.2): each way to win, a game nobody won,
 * and games begun under earlier engine versions, whose winning lines read differently but mean the same.
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../engine/match';
import { gangsters } from './game';
import { act, COMMISSIONER, COMMISSIONER_WINS, commissionerEndsTurn, RED, st, start } from './testing/game-play';
import { gangstersView } from './view';
import { gangstersWon } from './won';

/**
 * Red to end its turn, with a Racketeer, a Thug and a Vamp in its Westgate Hotel, `joints` more and `cash`;
 * Yellow with Lou's Diner and $5,000 (`yellow`). `head`: options or an engine version.
 */
function redToEnd(cash: number, joints: readonly string[] = [], head = '', yellow = 5000): Match {
  const m = start(`${head}
    turn red move
    dice red=1 green=1 blue=1 white=1 black=1
    cash red=${cash} yellow=${yellow}
    gang red racketeer=2@westgate-hotel thug=1@westgate-hotel vamp=1@westgate-hotel
    gang yellow racketeer=2@lous-diner
    joint westgate-hotel red
    ${joints.map((id) => `joint ${id} red`).join('\n')}
    joint lous-diner yellow`);
  expect(st(m).phase).not.toBe('over');
  return m;
}

/** The same, Red's turn ended. */
function redEndsTurn(cash: number, joints: readonly string[] = [], head = ''): Match {
  return act(redToEnd(cash, joints, head), RED, { type: 'end-move' }).m;
}

/** The facts every viewer gets: each seat, the spectator and the omniscient replay see the same. */
function seen(m: Match): unknown {
  const s = st(m);
  const all = [...Array.from({ length: s.seats }, (_, i) => i), 'spectator' as const, 'omniscient' as const].map(
    (viewer) => gangstersView(s, viewer).won,
  );
  for (const w of all) expect(w).toEqual(all[0]);
  return all[0];
}

describe('G-15.1 G-17.6 G-15.2 how the game was won, in every view', () => {
  it('G-15.1 a cash win: the cash the Gang holds at the end of its own turn', () => {
    const m = redEndsTurn(10_400);
    expect(st(m).endReason).toMatch(/has \$10,400 in cash\.$/);
    expect(seen(m)).toEqual({ how: 'cash', cash: 10_400, clause: 'G-15.1' });
  });

  it('G-15.1 a win on ten Joints', () => {
    const joints = ['goldbergs-pawn-shop', 'lucky-star-laundry', 'majestic-theatre', 'nickel-arcade'];
    joints.push('palace-pool-hall', 'sals-barbershop', 'burlys-beefhaus', 'copper-kettle', 'delmonico-grill');
    const m = redEndsTurn(2000, joints);
    expect(st(m).endReason).toMatch(/controls ten Joints\.$/);
    expect(seen(m)).toEqual({ how: 'ten-joints', clause: 'G-15.1' });
  });

  it('G-15.1 a win on every Joint of one kind names the kind', () => {
    const m = redEndsTurn(2000, ['astoria-house', 'hawthorne-hotel', 'hotel-belgrave']);
    expect(st(m).endReason).toMatch(/controls every red Joint\.$/);
    expect(seen(m)).toEqual({ how: 'every-kind', kind: 'red', clause: 'G-15.1' });
  });

  it('G-15.1 with secret cash the winner’s cash is in every view once the game is won', () => {
    const m = redEndsTurn(10_000, [], 'options secretCash');
    expect(seen(m)).toEqual({ how: 'cash', cash: 10_000, clause: 'G-15.1' });
  });

  it('G-17.6 the Police Commissioner’s win names the cash the table agreed on', () => {
    expect(seen(commissionerWins(''))).toEqual({ how: 'commissioner', cash: 20_000, clause: 'G-17.6' });
  });

  it('G-15.2 at a time limit the highest net worth wins: the winner’s net worth', () => {
    const m = redEndsTurn(9000, [], 'options timeLimitTurns=1');
    expect(st(m).winner).toBe(RED);
    // $9,000 in cash and the Westgate Hotel at $600 (G-15.2).
    expect(seen(m)).toEqual({ how: 'worth', worth: 9600, clause: 'G-15.2' });
  });

  it('G-15.2 a game nobody won, and a game still played, say nothing of a win', () => {
    // Yellow's $9,400 and Lou's Diner at $200 tie with Red's $9,000 and the Westgate Hotel at $600.
    const tie = redToEnd(9000, [], 'options timeLimitTurns=1', 9400);
    expect(seen(tie)).toBeUndefined();
    expect(gangstersWon(st(tie))).toBeNull();
    const over = act(tie, RED, { type: 'end-move' }).m;
    expect(st(over).phase).toBe('over');
    expect(st(over).winner).toBeNull();
    expect(seen(over)).toBeUndefined();
    expect(st(over).endReason).toMatch(/share the highest net worth/);
  });
});

describe('G-15.1 G-17.6 games begun under earlier engine versions read the same', () => {
  it('G-15.1 engine version 9’s "Red wins: a Racketeer, a Thug and a Vamp, and has $10,000 in cash."', () => {
    const m = redEndsTurn(10_000, [], 'engine 9');
    expect(st(m).endReason).toBe('Red wins: a Racketeer, a Thug and a Vamp, and has $10,000 in cash.');
    expect(seen(m)).toEqual({ how: 'cash', cash: 10_000, clause: 'G-15.1' });
  });

  it('G-17.6 engine version 6’s "The Police Commissioner has $20,000 and a loyal Cop on patrol."', () => {
    const m = commissionerWins('engine 6');
    expect(st(m).endReason).toBe('The Police Commissioner has $20,000 and a loyal Cop on patrol.');
    expect(seen(m)).toEqual({ how: 'commissioner', cash: 20_000, clause: 'G-17.6' });
  });

  it('G-17.6 engine version 3’s line names $10,000 whatever the table agreed, and so do the facts', () => {
    const m = commissionerWins('engine 3');
    expect(st(m).endReason).toBe('The Police Commissioner has $10,000 and a loyal Cop on patrol.');
    expect(seen(m)).toEqual({ how: 'commissioner', cash: 10_000, clause: 'G-17.6' });
  });
});

/** The Police Commissioner, holding $20,000 (the agreed cash to win), moves his loyal Cop 3 and ends his turn. */
function commissionerWins(head: string): Match {
  const m = commissionerEndsTurn(`${head}\n${COMMISSIONER_WINS}`);
  expect(gangsters.outcome(st(m))?.winners).toEqual([COMMISSIONER]);
  return m;
}
