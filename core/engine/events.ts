import type { JsonObject } from './json';

/** Who may see an event: everybody, or only the listed seats (and the omniscient replay). */
export type Visibility = 'public' | { readonly seats: readonly number[] };

/** Who is looking: a seat index, a spectator (public information only) or the omniscient replay. */
export type Viewer = number | 'spectator' | 'omniscient';

/**
 * Something that happened, for the log and for animation. `text` is a plain-words line for the
 * log; `clause` cites the rule that made it happen. A secret event may carry `others`, the version
 * that seats outside its visibility see instead (e.g. "Red drew a bribe marker" without which).
 */
export interface GameEvent {
  readonly type: string;
  readonly visibility: Visibility;
  readonly text: string;
  readonly clause?: string;
  readonly data?: JsonObject;
  readonly others?: { readonly type: string; readonly text: string; readonly data?: JsonObject };
}

export function canSee(visibility: Visibility, viewer: Viewer): boolean {
  if (visibility === 'public' || viewer === 'omniscient') return true;
  return typeof viewer === 'number' && visibility.seats.includes(viewer);
}

/** The events as `viewer` may see them: secrets replaced by their public stand-in or dropped. */
export function redactEvents(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    if (canSee(e.visibility, viewer)) out.push(e);
    else if (e.others) out.push({ ...e.others, visibility: 'public' });
  }
  return out;
}

/**
 * A secret event as the all-seeing replay shows it: the words were written to the seat that saw them
 * ("You draw 3 cards…"), so they are said to be that seat's: "{seat:1}, in secret: you draw 3 cards…".
 * A public event, a secret of nobody in particular, or one that names its seat itself, is left as it is.
 */
export function inSecret(e: GameEvent): GameEvent {
  // Only words written to the seat ("You…", "Your…") need saying whose; "Red recruits…" says it already.
  if (e.visibility === 'public' || e.visibility.seats.length === 0 || !/^Your?\b/.test(e.text)) return e;
  const who = e.visibility.seats.map((s) => `{seat:${s}}`);
  const names = who.length < 2 ? (who[0] ?? '') : `${who.slice(0, -1).join(', ')} and ${who.at(-1) ?? ''}`;
  return { ...e, text: `${names}, in secret: ${e.text.charAt(0).toLowerCase()}${e.text.slice(1)}` };
}

export function publicEvent(type: string, text: string, data?: JsonObject, clause?: string): GameEvent {
  return { type, visibility: 'public', text, ...(data ? { data } : {}), ...(clause ? { clause } : {}) };
}
