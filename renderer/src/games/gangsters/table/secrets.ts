/**
 * What on a Gangsters seat's screen is for its eyes only (G-4.2, G-4.3, G-9.5): its Gang while the
 * starting Gangs are still secret, its Bribe markers, and its cash when cash is kept secret. The
 * privacy curtain goes down before a screen showing any of these, and only then.
 */
interface SecretsView {
  phase?: string;
  bribes?: readonly { marker?: number; holder: number }[];
  options?: { secretCash?: boolean };
}

export function gangstersSecretShown(view: unknown, seat: number): boolean {
  if (!view || typeof view !== 'object') return true;
  const v = view as SecretsView;
  // The starting Gangs are secret while they are recorded and placed; all are revealed together after.
  if (v.phase === 'recruit' || v.phase === 'place') return true;
  if ((v.bribes ?? []).some((b) => b.holder === seat && typeof b.marker === 'number')) return true;
  return v.options?.secretCash === true && v.phase !== 'over';
}

/** What is asked of whom now, as the table's update says it (public). */
interface Asked {
  pending: readonly { seat: number; kind: string }[];
}

/**
 * The answer to give for `seat` without asking, or null to ask (G-9.5). A Cop move asks every other
 * Gang whether to show a Bribe of that Cop, so that nobody learns who holds which. A Gang holding no
 * Bribe marker at all (which everyone can see: each view lists every Bribe's holder) can only let the
 * move stand: the table gives its pass at once, with no click, no curtain and no question on screen.
 * A Gang holding any marker is still asked, whichever Cop it is for. `view` may be any seat's: only its
 * public part is read.
 */
export function gangstersAutoAnswer(view: unknown, seat: number, update: Asked): { type: 'pass' } | null {
  if (!view || typeof view !== 'object') return null;
  const v = view as SecretsView;
  if (v.phase !== 'rebuff' || !Array.isArray(v.bribes)) return null;
  if (v.bribes.some((b) => b.holder === seat)) return null;
  return update.pending.some((p) => p.seat === seat && p.kind === 'rebuff') ? { type: 'pass' } : null;
}
