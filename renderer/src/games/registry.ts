/**
 * The renderer's one registry of games, keyed by the ids of core/games/index.ts: which table each
 * installed game is played on (board component and lobby options), and the player-aid screens games
 * bring (the Gangsters and SuperGang City guides). Nothing else in the renderer names a game.
 */
import type { Component } from 'svelte';
import type { Route } from '../lib/router.svelte';
import type { GameTable, ReplayMarks } from '../table/types';
import CityGuide from './gangsters/city-guide/CityGuide.svelte';
import { gangstersTable } from './gangsters/table/table';
import { npTable } from './nothing-personal/table';
import { gangstersMarks } from './gangsters/review';
import { npMarks } from './nothing-personal/review';
import SgCityGuide from './supergang/city-guide/SgCityGuide.svelte';
import { supergangTable } from './supergang/table/table';
import { supergangMarks } from './supergang/review';

const TABLES: Readonly<Record<string, GameTable>> = {
  [gangstersTable.gameId]: gangstersTable,
  [npTable.gameId]: npTable,
  [supergangTable.gameId]: supergangTable,
};

export function tableFor(gameId: string): GameTable | undefined {
  return TABLES[gameId];
}

const MARKS: Readonly<Record<string, ReplayMarks>> = {
  [gangstersTable.gameId]: gangstersMarks,
  [npTable.gameId]: npMarks,
  [supergangTable.gameId]: supergangMarks,
};

/** How the replay viewer marks a game's timeline; none for a game that brings no marks. */
export function marksFor(gameId: string): ReplayMarks | undefined {
  return MARKS[gameId];
}

/** Player-aid screens by route: shown without a game in progress. */
export const AID_SCREENS: Readonly<Record<string, Component>> = {
  'city-guide': CityGuide,
  'supergang-city': SgCityGuide,
};

/** The City guide of each game that has one, by the route of its screen: linked from the game's table. */
const GUIDES: Readonly<Record<string, Route>> = {
  [gangstersTable.gameId]: 'city-guide',
  [supergangTable.gameId]: 'supergang-city',
};

/** The route of a game's City guide; none for a game without one. */
export function guideFor(gameId: string): Route | undefined {
  return GUIDES[gameId];
}
