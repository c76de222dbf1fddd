/**
 * Where each piece's token sits on the map: pieces sharing a space or building are spread in a small
 * grid around its centre and drawn smaller. Pure layout from the view; no rules.
 */
import type { Facing, Gang } from '@core/games/gangsters/board';
import type { GangstersView } from '@core/games/gangsters/view';
import type { CityView } from '../city-view';
import type { PieceRef } from './legal';

export interface Token {
  readonly key: string;
  readonly kind: 'racketeer' | 'thug' | 'vamp' | 'cop' | 'public';
  /** The piece as the legal list names it. */
  readonly ref: PieceRef;
  /** The owning seat of a Gang piece; null for Cops and the Public. */
  readonly seat: number | null;
  readonly gang: Gang | null;
  readonly strength: number;
  readonly criminal: boolean;
  readonly facing: Facing | null;
  readonly at: string;
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

type Unplaced = Omit<Token, 'x' | 'y' | 'scale'>;

/** Every piece on the board, then spread within its space. */
export function placeTokens(view: CityView, s: GangstersView): Token[] {
  const items: Unplaced[] = [];
  for (const g of s.gangs) {
    for (const kind of ['racketeer', 'thug', 'vamp'] as const) {
      const p = g.pieces[kind];
      if (!p) continue;
      items.push({
        key: `${g.seat}:${kind}`,
        kind,
        ref: kind,
        seat: g.seat,
        gang: g.gang,
        strength: g.strength[kind],
        criminal: p.criminal,
        facing: p.facing,
        at: p.at,
      });
    }
  }
  for (const c of s.cops)
    items.push({
      key: `cop:${c.strength}`,
      kind: 'cop',
      ref: `cop:${c.strength}`,
      seat: null,
      gang: null,
      strength: c.strength,
      criminal: false,
      facing: c.facing,
      at: c.at,
    });
  for (const p of s.publics)
    if (p.at !== null)
      items.push({
        key: `public:${p.id}`,
        kind: 'public',
        ref: `public:${p.id}`,
        seat: null,
        gang: null,
        strength: p.strength,
        criminal: false,
        facing: p.facing,
        at: p.at,
      });
  const byPlace = new Map<string, Unplaced[]>();
  for (const it of items) byPlace.set(it.at, [...(byPlace.get(it.at) ?? []), it]);
  const out: Token[] = [];
  for (const [at, list] of byPlace) {
    const place = view.byId.get(at);
    if (!place) continue;
    const n = list.length;
    const cols = n === 1 ? 1 : n <= 4 ? 2 : 3;
    const scale = n === 1 ? 1.3 : n <= 4 ? 0.8 : 0.58;
    const pitch = 2.25 * scale;
    const rows = Math.ceil(n / cols);
    list.forEach((it, i) => {
      const col = i % cols;
      const row = Math.floor(i / cols);
      out.push({
        ...it,
        x: place.cx + (col - (cols - 1) / 2) * pitch,
        y: place.cy + (row - (rows - 1) / 2) * pitch,
        scale,
      });
    });
  }
  return out;
}

/** The tokens standing on one place. */
export function tokensAt(tokens: readonly Token[], at: string): Token[] {
  return tokens.filter((t) => t.at === at);
}
