/**
 * Rules editions: a game's rules are corrected under a new engine version, and each game stored under
 * an older version keeps the edition it was played by, so its history replays move for move. A game
 * maps the engine versions it has shipped to their editions; any other (the current version, or none
 * given) plays by the current edition.
 */
export function editionOf(
  engineVersion: string | undefined,
  older: Readonly<Record<string, number>>,
  current: number,
): number {
  return engineVersion !== undefined && Object.hasOwn(older, engineVersion)
    ? (older[engineVersion] as number)
    : current;
}
