/**
 * The dice dialog of one move played with the family's own dice. The host asks for one die at a time
 * (each typed die goes back to it, and it asks for the next), so between two dice the dialog does not
 * close: it shows the question as answered ("waiting") until the host asks for the next die or the move
 * is over, played or refused. Closing and reopening it made it flicker, and a fast typist's next number
 * could land while it was gone.
 */

/** What the host needs typed in: a die rolled at the table, or a value the seat supplies. */
export interface DiceAsk {
  readonly label: string;
  readonly range: number;
  /** Present when the value is the seat's own to give. */
  readonly supply?: unknown;
}

export interface DiceRequest {
  readonly label: string;
  readonly range: number;
  /** The value is the seat's own to give (a shot read off a real dart gun), not a die rolled. */
  readonly supply: boolean;
  /** Which die of the move this is, from 0: a new number is a new question, even in the same words. */
  readonly die: number;
  /** Answered, and the host is looking at it: nothing more may be sent or cancelled until it replies. */
  readonly waiting: boolean;
  /** A number, or null to cancel the move; only the first answer to a question counts. */
  readonly answer: (value: number | null) => void;
}

/** The dialog's questions for one move, shown through `show` (null: the dialog closes). */
export class DiceRoll {
  private asked = 0;
  private shown: DiceRequest | null = null;

  constructor(private readonly show: (request: DiceRequest | null) => void) {}

  /** Asks for the next die: resolves with what was typed, or null when the move was cancelled. */
  ask(needed: DiceAsk): Promise<number | null> {
    return new Promise((resolve) => {
      let answered = false;
      const question: DiceRequest = {
        label: needed.label,
        range: needed.range,
        supply: needed.supply !== undefined,
        die: this.asked++,
        waiting: false,
        answer: (value) => {
          if (answered || this.shown !== question) return;
          answered = true;
          // Cancelled: nothing more goes to the host, so the dialog closes now. A number: the dialog
          // stays as it is, waiting, for the host's next question or the end of the move.
          this.put(value === null ? null : { ...question, waiting: true, answer: () => undefined });
          resolve(value);
        },
      };
      this.put(question);
    });
  }

  /** The move is over (played, refused, cancelled or overtaken): the dialog closes if it is open. */
  end(): void {
    if (this.shown !== null) this.put(null);
  }

  private put(request: DiceRequest | null): void {
    this.shown = request;
    this.show(request);
  }
}
