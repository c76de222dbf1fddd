import { describe, expect, it } from 'vitest';
import { DiceRoll, type DiceAsk, type DiceRequest } from './dice-roll';

/** What the dialog was shown, in order: a die's question, "waiting" after it, or closed. */
function watched(): { roll: DiceRoll; seen: string[]; now: () => DiceRequest | null } {
  const seen: string[] = [];
  let now: DiceRequest | null = null;
  const roll = new DiceRoll((r) => {
    now = r;
    seen.push(r === null ? 'closed' : r.waiting ? `waiting after ${r.label}` : `asks ${r.label} (die ${r.die})`);
  });
  return { roll, seen, now: () => now };
}

const die = (label: string): DiceAsk => ({ label, range: 6 });

/**
 * A move played as MatchState.act plays it: the host asks for one die at a time, a round trip each
 * (`host` says what it still needs after the numbers typed so far), and the roll ends however it ends.
 */
async function play(
  { roll, now }: ReturnType<typeof watched>,
  host: (typed: readonly number[]) => DiceAsk | 'played' | 'refused',
  /** The person at the dialog, answering (or cancelling) the question it shows. */
  type: (question: DiceRequest | null) => void,
): Promise<string> {
  const typed: number[] = [];
  try {
    for (;;) {
      await new Promise((r) => setTimeout(r, 1));
      const said = host(typed);
      if (typeof said === 'string') return said;
      const asked = roll.ask(said);
      type(now());
      const got = await asked;
      if (got === null) return 'cancelled';
      typed.push(got);
    }
  } finally {
    roll.end();
  }
}

describe('the dice dialog of a move typed with our own dice', () => {
  it('SG-9.0.2 stays open from the first die to the last, waiting between two, and closes when the move is played', async () => {
    const dialog = watched();
    const labels = ["Red Killer's green die", "Red Vamp's red die", "Red Dealer's white die"];
    const outcome = await play(
      dialog,
      (typed) => (typed.length < 3 ? die(labels[typed.length] ?? '') : 'played'),
      (q) => {
        if (q === null || q.waiting) throw new Error('the dialog is not asking');
        q.answer(q.die + 4);
      },
    );
    expect(outcome).toBe('played');
    const { seen } = dialog;
    expect(seen).toEqual([
      "asks Red Killer's green die (die 0)",
      "waiting after Red Killer's green die",
      "asks Red Vamp's red die (die 1)",
      "waiting after Red Vamp's red die",
      "asks Red Dealer's white die (die 2)",
      "waiting after Red Dealer's white die",
      'closed',
    ]);
    // Closed once, at the end: never between two dice of the throw.
    expect(seen.indexOf('closed')).toBe(seen.length - 1);
  });

  it('closes when the host refuses the move after a die, and when the move is cancelled, without waiting', async () => {
    const refused = watched();
    const hostRefuses = (typed: readonly number[]) => (typed.length === 0 ? die('Blue die') : 'refused');
    expect(await play(refused, hostRefuses, (q) => q?.answer(3))).toBe('refused');
    expect(refused.seen).toEqual(['asks Blue die (die 0)', 'waiting after Blue die', 'closed']);

    const cancelled = watched();
    expect(
      await play(
        cancelled,
        () => die('Blue die'),
        (q) => q?.answer(null),
      ),
    ).toBe('cancelled');
    expect(cancelled.seen).toEqual(['asks Blue die (die 0)', 'closed']);
  });

  it('counts each question as a new die, even in the same words, and takes only the first answer to each', async () => {
    const { roll, seen, now } = watched();
    const first = roll.ask(die('Blue die'));
    const question = now();
    question?.answer(5);
    question?.answer(2);
    now()?.answer(1); // the waiting dialog sends nothing more
    expect(await first).toBe(5);
    const second = roll.ask(die('Blue die'));
    expect(now()?.die).toBe(1);
    question?.answer(6); // the first die's question, answered again late: not the second's answer
    now()?.answer(3);
    expect(await second).toBe(3);
    roll.end();
    roll.end();
    expect(seen).toEqual([
      'asks Blue die (die 0)',
      'waiting after Blue die',
      'asks Blue die (die 1)',
      'waiting after Blue die',
      'closed',
    ]);
  });
});
