import { describe, expect, it } from 'vitest';
import type { Match } from '@core/engine/match';
import { spot } from '@core/games/supergang/city';
import { sgCity } from '@core/games/supergang/city-data';
import { supergang } from '@core/games/supergang/game';
import { legalActions } from '@core/games/supergang/legal';
import { supergangCityMoves, type LegalMove } from '@core/games/supergang/movement';
import { CLINIC, copQuery } from '@core/games/supergang/rules/cops';
import { playGame } from '@core/games/supergang/simulate';
import type { SuperGangState } from '@core/games/supergang/state';
import { destinations, pathTo } from '../moves';
import { copMover, keyPlace } from './legal';
import { moveQuery } from './path.svelte';

/** What the board does on hover: the view's question to the City guide aid, then the path to the place. */
function hover(s: SuperGangState, seat: number, group: number, place: string): string[] | null {
  const query = moveQuery(supergang.view(s, seat), copMover(group));
  if (!query) return null;
  const r = supergangCityMoves.run({ query });
  if (!r.ok) return null;
  const moves = (r.value as unknown as { moves: LegalMove[] }).moves;
  return pathTo(moves, place)?.map((p) => p.to) ?? null;
}

/** The places the aid lights for a cop group, from the view's question alone. */
function lit(s: SuperGangState, seat: number, group: number): string[] {
  const query = moveQuery(supergang.view(s, seat), copMover(group));
  const r = query ? supergangCityMoves.run({ query }) : null;
  return r?.ok ? [...destinations((r.value as unknown as { moves: LegalMove[] }).moves).keys()].sort() : [];
}

/** Positions where the cops are to move, from a few seeded bot games. */
function copTurns(police: boolean, seed: string): SuperGangState[] {
  const out: SuperGangState[] = [];
  playGame({
    players: police ? 4 : 3,
    seed,
    options: { police, turnCap: 30 },
    onStep: (m: Match) => {
      const s = m.state as SuperGangState;
      if (s.turn.phase === 'cops' && s.turn.copSeat !== null) out.push(s);
    },
  });
  return out;
}

describe('the way a listed cop move goes, from the view and the City guide only', () => {
  for (const police of [false, true]) {
    it(`SG-9.1.4 ${police ? 'police variant' : 'normal game'}: every listed cop move is lit and drawn along the engine's path`, () => {
      let shops = 0;
      let checked = 0;
      for (const seed of ['sgpath-1', 'sgpath-2', 'sgpath-3']) {
        for (const s of copTurns(police, seed)) {
          const seat = s.turn.copSeat as number;
          const listed = legalActions(s, seat).flatMap((a) =>
            a.type === 'cop-move' && a.to !== null && a.to !== CLINIC ? [a] : [],
          );
          for (const group of s.turn.copsToMove) {
            const mine = listed.filter((a) => a.group === group);
            expect(lit(s, seat, group)).toEqual([...new Set(mine.map((a) => keyPlace(a.to as string)))].sort());
            const q = copQuery(s, sgCity(), group);
            const engine = q ? sgCity().destinations(q) : [];
            for (const a of mine) {
              const place = keyPlace(a.to as string);
              const first = engine.find((d) => spot(d.to) === place);
              expect(hover(s, seat, group, place), JSON.stringify(a)).toEqual(first?.via);
              if (sgCity().shop(place)) shops++;
              checked++;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(20);
      expect(shops).toBeGreaterThan(0);
    });
  }
});
