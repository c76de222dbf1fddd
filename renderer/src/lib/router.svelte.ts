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
  'network',
] as const;
export type Route = (typeof ROUTES)[number];

/** The screens in the main navigation; player aids are reached from Home. */
export const NAV_ROUTES = ['home', 'family', 'history', 'settings'] as const satisfies readonly Route[];

export const ROUTE_LABELS: Record<Route, string> = {
  home: 'Home',
  family: 'Family',
  history: 'History',
  settings: 'Settings',
  'city-guide': 'City guide',
  'supergang-city': 'SuperGang City guide',
  new: 'New game',
  match: 'Game table',
  network: 'Game night on the network',
};

/** Routes that name a thing after the slash: `#/new/<gameId>`, `#/match/<matchId>`. */
const WITH_PARAM: readonly Route[] = ['new', 'match'];

interface Location {
  readonly route: Route;
  readonly param: string | null;
}

function parse(hash: string): Location {
  const [name = '', raw = ''] = hash.replace(/^#\/?/, '').split('?')[0]!.split('/');
  if (!(ROUTES as readonly string[]).includes(name)) return { route: 'home', param: null };
  const route = name as Route;
  if (!WITH_PARAM.includes(route)) return { route, param: null };
  let param = '';
  try {
    param = decodeURIComponent(raw);
  } catch {
    param = '';
  }
  return param ? { route, param } : { route: 'home', param: null };
}

export function href(route: Route, param?: string): string {
  if (route === 'home') return '#/';
  return param ? `#/${route}/${encodeURIComponent(param)}` : `#/${route}`;
}

export class Router {
  private location = $state.raw<Location>(parse(location.hash));
  route: Route = $derived(this.location.route);
  /** The game id of `new`, the match id of `match`; null elsewhere. */
  param: string | null = $derived(this.location.param);

  constructor() {
    window.addEventListener('hashchange', () => {
      this.location = parse(location.hash);
    });
  }

  go(route: Route, param?: string): void {
    location.hash = href(route, param);
  }
}
