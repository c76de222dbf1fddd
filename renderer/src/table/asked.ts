/**
 * A decision's prompt as the other seats read it while they wait. The engines word a prompt for the
 * seat it asks ("{seat:2}: every move is used: end your movement"), so shown as it is to everyone
 * else, "your" reads as theirs. Split from the seat it names, the question can be quoted: "Bugsy is
 * asked: “Every move is used: end your movement.”"
 */
export interface Asked {
  /** The seat reference the prompt starts with ("{seat:2}"), or the one given when it names none. */
  readonly who: string;
  /** The rest, as the engine words it, its first letter a capital. */
  readonly question: string;
}

/** The seat reference a prompt starts with, before its colon ("{seat:2}" of "{seat:2}: …"), if any. */
export function leadingSeat(prompt: string): string | undefined {
  return /^(\{seat:\d+\}): /.exec(prompt)?.[1];
}

export function askedOf(prompt: string, seat: number): Asked {
  const to = leadingSeat(prompt);
  const rest = to === undefined ? prompt : prompt.slice(to.length + 2);
  return { who: to ?? `{seat:${seat}}`, question: rest.charAt(0).toUpperCase() + rest.slice(1) };
}

/**
 * The heading over a seat's own decision. At a shared screen "Your move" alone does not say whose, so
 * it names the seat: "Your move, Ann"; in a replay, "Ann's move".
 */
export function moveHeading(review: boolean, name: string | undefined): string {
  if (name === undefined) return 'Your move';
  return review ? `${name}'s move` : `Your move, ${name}`;
}
