/** Hash routing: a handful of screens, so a table beats a library. `#/family` survives a reload. */
export const ROUTES = [
  'home',
  'family',
  'history',
  'settings',
  'city-guide',
  'supergang-city',
  'new',
  'match',
  'replay',
  'network',
  'rules',
  'player',
] as const;
export type Route = (typeof ROUTES)[number];

/** The screens in the main navigation; player aids are reached from Home. */
export const NAV_ROUTES = ['home', 'family', 'history', 'settings'] as const satisfies readonly Route[];

/** The player-aid screens games bring (games/registry.ts AID_SCREENS, by these routes). */
export const AID_ROUTES = ['city-guide', 'supergang-city'] as const satisfies readonly Route[];

export const ROUTE_LABELS: Record<Route, string> = {
  home: 'Home',
  family: 'Family',
  history: 'History',
  settings: 'Settings',
  'city-guide': 'City guide',
  'supergang-city': 'SuperGang City guide',
  new: 'New game',
  match: 'Game table',
  replay: 'Replay',
  network: 'Game night on the network',
  rules: 'Rules in short',
  player: 'A player’s games',
};

/**
 * Routes that name a thing after the slash: `#/new/<gameId>`, `#/match/<matchId>`, `#/replay/<matchId>`,
 * `#/rules/<gameId>` (and `#/rules/<gameId>/<clause>`, scrolled to that clause), `#/player/<playerId>`.
 */
const WITH_PARAM: readonly Route[] = ['new', 'match', 'replay', 'rules', 'player'];

export interface Location {
  readonly route: Route;
  readonly param: string | null;
  /** The second part, where a route has one: the clause of `rules`. */
  readonly sub: string | null;
}

const HOME: Location = { route: 'home', param: null, sub: null };

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

export function parse(hash: string): Location {
  const [name = '', raw = '', rawSub = ''] = hash.replace(/^#\/?/, '').split('?')[0]!.split('/');
  if (!(ROUTES as readonly string[]).includes(name)) return HOME;
  const route = name as Route;
  if (!WITH_PARAM.includes(route)) return { route, param: null, sub: null };
  const param = decode(raw);
  const sub = route === 'rules' ? decode(rawSub) : '';
  if (param) return { route, param, sub: sub || null };
  // `#/rules` alone asks which game (the rules screen lists them); the others need their thing named.
  return route === 'rules' ? { route, param: null, sub: null } : HOME;
}

export function href(route: Route, param?: string, sub?: string): string {
  if (route === 'home') return '#/';
  if (!param) return `#/${route}`;
  return `#/${route}/${encodeURIComponent(param)}${sub ? `/${encodeURIComponent(sub)}` : ''}`;
}

/** The address of a clause on the rules screen. */
export const rulesHref = (gameId: string, clause?: string): string => href('rules', gameId, clause);

export class Router {
  private location = $state.raw<Location>(parse(location.hash));
  /**
   * The last screen that was not the rules screen: it stays drawn (hidden) underneath while the
   * rules are read, so a live table, a half-filled lobby or the City guide are there on coming back.
   */
  private origin = $state.raw<Location | null>(null);
  route: Route = $derived(this.location.route);
  /** The game id of `new` and `rules`, the match id of `match`; null elsewhere. */
  param: string | null = $derived(this.location.param);
  /** The clause of `rules`; null elsewhere. */
  sub: string | null = $derived(this.location.sub);
  /**
   * The screen drawn under the rules screen (or the screen itself, elsewhere), as plain values: a
   * screen keyed on them is not made again when the same address comes back as a new object.
   */
  private baseLocation: Location = $derived(this.location.route === 'rules' ? (this.origin ?? HOME) : this.location);
  baseRoute: Route = $derived(this.baseLocation.route);
  baseParam: string | null = $derived(this.baseLocation.param);
  /** Where the rules screen's Back goes: the screen it was opened from, or null when opened directly. */
  back: string | null = $derived(
    this.location.route === 'rules' && this.origin
      ? href(this.origin.route, this.origin.param ?? undefined, this.origin.sub ?? undefined)
      : null,
  );

  constructor() {
    window.addEventListener('hashchange', () => {
      const next = parse(location.hash);
      if (next.route === 'rules' && this.location.route !== 'rules') this.origin = this.location;
      else if (next.route !== 'rules') this.origin = null;
      this.location = next;
    });
  }

  go(route: Route, param?: string): void {
    location.hash = href(route, param);
  }
}
