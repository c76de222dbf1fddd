/**
 * Our city, as shipped in resources/supergang/board.json. The JSON is bundled by import (core reads no
 * files); it is loaded and checked once, and a city that fails its own validator is a bug, so it throws.
 */
import raw from '../../../../resources/supergang/board.json';
import { buildCity, type City } from './graph';
import type { CityData } from './schema';
import { validateCityData } from './validate';

/** The board file as imported, before any checking (`tools.boardData` for `cli validate-board`). */
export const SUPERGANG_BOARD_JSON: unknown = raw;

let data: CityData | null = null;
let city: City | null = null;

/** The validated city data. */
export function cityData(): CityData {
  if (!data) {
    const checked = validateCityData(SUPERGANG_BOARD_JSON);
    if (!checked.ok) throw new Error(`resources/supergang/board.json is invalid: ${checked.errors.join('; ')}`);
    data = checked.city;
  }
  return data;
}

/** The compiled city (lookups and the movement graph), built once. */
export function supergangCity(): City {
  city ??= buildCity(cityData());
  return city;
}
