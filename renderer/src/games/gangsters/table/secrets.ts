/**
 * What on a Gangsters seat's screen is for its eyes only (G-4.2, G-4.3, G-9.5): its Gang while the
 * starting Gangs are still secret, its Bribe markers, and its cash when cash is kept secret. The
 * privacy curtain goes down before a screen showing any of these, and only then.
 */
import { forcedRebuffPass } from '@core/games/gangsters/pending';

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

/**
 * The answer the table gives for `seat` without asking (G-9.5), or null to ask: the rule lives with the game
 * (`forcedRebuffPass`, core/games/gangsters/pending.ts). `view` may be any seat's: only its public part is read.
 */
export function gangstersAutoAnswer(
  view: unknown,
  seat: number,
  update: { pending: readonly { seat: number; kind: string }[] },
): { type: 'pass' } | null {
  if (!view || typeof view !== 'object') return null;
  return forcedRebuffPass(view as SecretsView, seat, update.pending);
}
