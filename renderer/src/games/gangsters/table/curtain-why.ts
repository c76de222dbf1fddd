/**
 * What the hot-seat curtain says when the screen passes for a Cop move (G-9.5): every Gang holding a Bribe
 * marker is asked in turn whether to show one, so that nobody learns whose Bribe is whose, and most of them
 * can only let the move stand. The curtain says why the screen comes to them. Everyone at the table sees the
 * curtain, so it reads only what is asked of whom (public), the same for every Gang asked, whatever Cop its
 * own marker is for. The starting Gangs are recorded and placed in secret (G-4.2, G-4.3): every Gang is asked in turn,
 * so saying so tells nothing of anyone's Gang. With secret cash (G-15.1) the curtain comes round before every turn
 * of any player, since each screen shows its own cash: the game's options are the whole table's to know, and the
 * line is the same for everyone.
 */
interface Asked {
  readonly pending: readonly { seat: number; kind: string; prompt?: string }[];
  /** The seat's view: only its public part is read (the game's options, the phase). */
  readonly view?: unknown;
}

/** Whether the game keeps each player's cash secret, and the game is not over yet (all is shown at the end). */
function cashSecret(view: unknown): boolean {
  if (!view || typeof view !== 'object') return false;
  const v = view as { phase?: string; options?: { secretCash?: boolean } };
  return v.options?.secretCash === true && v.phase !== 'over';
}

/** The secret setup decisions (pending kinds), in the words the curtain says. */
const SETUP_WHY: Readonly<Record<string, string>> = {
  'recruit-plan': 'Choose your starting Gang, in secret',
  placement: 'Choose where your Gang starts, in secret',
};

export function gangstersCurtainWhy(seat: number, asked: Asked): string | null {
  const mine = asked.pending.filter((p) => p.seat === seat);
  const setup = mine.map((p) => SETUP_WHY[p.kind]).find((why) => why !== undefined);
  if (setup) return setup;
  const rebuff = mine.find((p) => p.kind === 'rebuff');
  if (!rebuff) return cashSecret(asked.view) ? 'Cash is kept secret in this game: your screen shows yours' : null;
  // The engine's prompt names the Cop that moved, as the case file does: "Cop 4 moved: reveal his Bribe…".
  const cop = /^Cop (\d+) moved\b/.exec(rebuff.prompt ?? '')?.[1];
  return `${cop ? `Cop ${cop}` : 'A Cop'} moved: your chance to show a Bribe`;
}
