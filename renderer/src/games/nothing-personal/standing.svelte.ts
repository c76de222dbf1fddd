/**
 * Standing answers the people at this screen gave for a game: "let every re-roll stand, don't ask
 * us". A re-roll is a choice about money everybody sees, so answering it unasked tells nobody
 * anything they could not see. Kept for this window's life (a reload asks again), per game.
 */
const quiet = $state<Record<string, boolean>>({});

/** The people here let every re-roll of this game stand without being asked. */
export function rerollsQuiet(matchId: string): boolean {
  return quiet[matchId] === true;
}

export function setRerollsQuiet(matchId: string, on: boolean): void {
  quiet[matchId] = on;
}
