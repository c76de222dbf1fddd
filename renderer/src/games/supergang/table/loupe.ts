/**
 * The centre's loupe: the centre holds every piece waiting to set out (all of them at the start), the jail,
 * the clinic and the graveyard in three squares, so its tokens are drawn small. Pointed at, it shows them
 * again above the centre as large as on a street, a row of at most six (two gangs) under each part's name.
 */
import type { Box } from '../city-view';
import { SHARED_R } from './piece-layout';

/** What the loupe lays out: each piece's id and the part of the centre it is in. */
export interface InCentre {
  readonly id: string;
  readonly place: string;
}

export interface Loupe {
  readonly box: Box;
  /** Each part's name, written over its row(s). */
  readonly rows: readonly { readonly key: string; readonly title: string; readonly x: number; readonly y: number }[];
  readonly tokens: readonly { readonly id: string; readonly x: number; readonly y: number; readonly r: number }[];
}

const PARTS: readonly (readonly [string, string])[] = [
  ['centre', 'Waiting to set out'],
  ['jail', 'In jail'],
  ['clinic', 'In the clinic'],
  ['graveyard', 'In the graveyard'],
];
/** Tokens a row, their pitch, a part's title line and the glass's margin, in squares. */
const PER_ROW = 6;
const PITCH = 2 * (SHARED_R + 0.035) + 0.06;
const TITLE = 0.55;
const PAD = 0.25;

/**
 * The loupe while the centre (or a piece there) is pointed at, whenever a piece stands in the centre:
 * tokens there are always drawn smaller than on a street (at most 0.23 of a square, SgPieces), so there
 * is no size to compare; an empty centre has nothing to show.
 */
export function centreLoupe(pieces: readonly InCentre[], rect: Box, pointed: boolean): Loupe | null {
  return pointed && pieces.length > 0 ? loupeRows(pieces, rect) : null;
}

/** The loupe for the pieces in the centre (`rect`), standing on the board just above it. */
export function loupeRows(pieces: readonly InCentre[], rect: Box): Loupe {
  const rows: { key: string; title: string; x: number; y: number }[] = [];
  const tokens: { id: string; x: number; y: number; r: number }[] = [];
  const used = PARTS.map(([key, title]) => ({ key, title, ids: pieces.filter((p) => p.place === key) }));
  const parts = used.filter((p) => p.ids.length > 0);
  const cols = Math.min(PER_ROW, Math.max(1, ...parts.map((p) => p.ids.length)));
  const w = Math.max(cols * PITCH, 3.2) + 2 * PAD;
  const x0 = rect.x + rect.w / 2 - w / 2;
  let y = PAD;
  for (const part of parts) {
    rows.push({ key: part.key, title: part.title, x: x0 + PAD, y: y + TITLE * 0.75 });
    y += TITLE;
    part.ids.forEach((p, i) => {
      const row = Math.floor(i / PER_ROW);
      const col = i % PER_ROW;
      tokens.push({ id: p.id, x: x0 + PAD + PITCH * (col + 0.5), y: y + PITCH * (row + 0.5), r: SHARED_R });
    });
    y += Math.ceil(part.ids.length / PER_ROW) * PITCH;
  }
  const h = y + PAD;
  // Just above the centre, over the streets and shops north of it (never off the board's top).
  const top = Math.max(0.1, rect.y - 0.15 - h);
  return {
    box: { x: x0, y: top, w, h },
    rows: rows.map((r) => ({ ...r, y: r.y + top })),
    tokens: tokens.map((t) => ({ ...t, y: t.y + top })),
  };
}

/**
 * The loupe over a stacked square (`stackIn`, piece-layout.ts), while it is pointed at or focused: every
 * piece standing there, as large as on a street, in rows of six under the place's name; just above the
 * square, or below it near the board's top, and never past the board's sides (`width`).
 */
export function stackLoupe(ids: readonly string[], square: Box, title: string, width: number): Loupe {
  const cols = Math.min(PER_ROW, Math.max(1, ids.length));
  const w = Math.max(cols * PITCH, 3.2) + 2 * PAD;
  const h = PAD + TITLE + Math.ceil(ids.length / PER_ROW) * PITCH + PAD;
  const x0 = Math.min(Math.max(0.1, square.x + square.w / 2 - w / 2), width - 0.1 - w);
  const above = square.y - 0.15 - h;
  const top = above >= 0.1 ? above : square.y + square.h + 0.15;
  return {
    box: { x: x0, y: top, w, h },
    rows: [{ key: 'stack', title, x: x0 + PAD, y: top + PAD + TITLE * 0.75 }],
    tokens: ids.map((id, i) => ({
      id,
      x: x0 + PAD + PITCH * ((i % PER_ROW) + 0.5),
      y: top + PAD + TITLE + PITCH * (Math.floor(i / PER_ROW) + 0.5),
      r: SHARED_R,
    })),
  };
}
