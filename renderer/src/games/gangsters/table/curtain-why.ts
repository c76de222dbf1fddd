/**
 * What the hot-seat curtain says when the screen passes for a Cop move (G-9.5): every Gang holding a Bribe
 * marker is asked in turn whether to show one, so that nobody learns whose Bribe is whose, and most of them
 * can only let the move stand. The curtain says why the screen comes to them. Everyone at the table sees the
 * curtain, so it reads only what is asked of whom (public), the same for every Gang asked, whatever Cop its
 * own marker is for. The starting Gangs are recorded and placed in secret (G-4.2, G-4.3): every Gang is asked in turn,
 * so saying so tells nothing of anyone's Gang. With secret cash (G-15.1) the curtain comes round before every turn
 * of any player, since each screen shows its own cash: the game's options are the whole table's to know, and the
 * line is the same for everyone. With cash open, the curtain still comes round for a Gang holding Bribe markers,
 * since its screen shows which Cop each is for (G-9.5): who holds a marker is public (they are held in sight, face
 * down), so saying that its Bribe is why tells nothing more.
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

/** How many Bribe markers `seat` holds, from the view's public part (`bribes`, each with its holder). */
function bribesHeld(view: unknown, seat: number): number {
  if (!view || typeof view !== 'object') return 0;
  const bribes = (view as { bribes?: readonly { holder?: number }[] }).bribes;
  return Array.isArray(bribes) ? bribes.filter((b) => b.holder === seat).length : 0;
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
  if (!rebuff) {
    if (cashSecret(asked.view)) return 'Cash is kept secret in this game: your screen shows yours';
    const held = bribesHeld(asked.view, seat);
    if (held === 1) return 'You hold a Bribe: your screen shows which Cop it is for';
    return held > 1 ? 'You hold Bribes: your screen shows which Cop each is for' : null;
  }
  // The engine's prompt names the Cop that moved, as the case file does: "Cop 4 moved: reveal his Bribe…".
  const cop = /^Cop (\d+) moved\b/.exec(rebuff.prompt ?? '')?.[1];
  return `${cop ? `Cop ${cop}` : 'A Cop'} moved: your chance to show a Bribe`;
}
