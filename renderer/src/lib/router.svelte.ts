/** Hash routing: a handful of screens, so a table beats a library. `#/family` survives a reload. */
export const ROUTES = ['home', 'family', 'history', 'settings', 'city-guide'] as const;
export type Route = (typeof ROUTES)[number];

/** The screens in the main navigation; player aids are reached from Home. */
export const NAV_ROUTES = ['home', 'family', 'history', 'settings'] as const satisfies readonly Route[];

export const ROUTE_LABELS: Record<Route, string> = {
  home: 'Home',
  family: 'Family',
  history: 'History',
  settings: 'Settings',
  'city-guide': 'City guide',
};

function parse(hash: string): Route {
  const name = hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
  return (ROUTES as readonly string[]).includes(name) ? (name as Route) : 'home';
}

export function href(route: Route): string {
  return route === 'home' ? '#/' : `#/${route}`;
}

export class Router {
  route = $state<Route>(parse(location.hash));

  constructor() {
    window.addEventListener('hashchange', () => {
      this.route = parse(location.hash);
    });
  }

  go(route: Route): void {
    location.hash = href(route);
  }
}
