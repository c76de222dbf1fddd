/**
 * What Settings says of the computer players' pace when the app was started with a pause of its own
 * (MOB_NIGHT_BOT_DELAY_MS, `app.info`'s `botDelayMs`): that pause is what the table keeps, whatever pace is
 * chosen, and the choice waits for a start without it. Pure, so it is tested without a screen.
 */

/** How long they wait, in plain words: "without any pause", "after 0.25 seconds", "after a second". */
function pause(ms: number): string {
  if (ms === 0) return 'without any pause';
  const seconds = Math.round(ms / 10) / 100;
  return `after ${seconds === 1 ? 'a second' : `${seconds} seconds`}`;
}

/** The line saying which pace is in force now and why; null when the pace chosen here is the one in force. */
export function paceInForce(fixedMs: number | undefined): string | null {
  if (fixedMs === undefined) return null;
  return (
    `In force now: computer players move ${pause(fixedMs)}, as Mob Night was started with ` +
    `MOB_NIGHT_BOT_DELAY_MS=${fixedMs}. The pace chosen here is kept for when it is started without it.`
  );
}
