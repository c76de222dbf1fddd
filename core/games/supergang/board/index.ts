/** The SuperGang board: the city's data, its compiled lookups and its validator. */
export * from './types';
export { buildCity, type City, type Opening } from './graph';
export { cityData, supergangCity, SUPERGANG_BOARD_JSON } from './city';
export {
  loadCity,
  type CityData,
  type DistrictData,
  type GateData,
  type Notch,
  type SectionData,
  type ShopData,
  type SquareData,
} from './schema';
export {
  countCity,
  validateBoardSummary,
  validateCity,
  validateCityData,
  type BoardIssue,
  type CityCounts,
} from './validate';
