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

const hrefOf = (l: Location): string => href(l.route, l.param ?? undefined, l.sub ?? undefined);

export const isAidRoute = (route: Route): boolean => (AID_ROUTES as readonly Route[]).includes(route);
/** The screens a player aid is opened over, kept underneath, rather than in their place. */
const AID_OVER: readonly Route[] = ['match', 'replay'];

/**
 * Which screens stay drawn, hidden, under the one on top: the rules in short over any screen, and a game's
 * player aid (its City guide) over the table or the replay it was opened from, so that coming back finds
 * them as they were.
 */
export interface Layers {
  /** The screen kept underneath the rules or an aid; null when the screen on top is the only one. */
  readonly origin: Location | null;
  /** An aid opened over `origin`, itself kept under the rules read from it; null otherwise. */
  readonly aid: Location | null;
}

export const NO_LAYERS: Layers = { origin: null, aid: null };

/** The layers after going from `now` (drawn over `layers`) to `next`. */
export function nextLayers(layers: Layers, now: Location, next: Location): Layers {
  const aidOver = isAidRoute(now.route) && layers.origin !== null;
  if (next.route === 'rules') {
    if (now.route === 'rules') return layers;
    // Rules read from an aid that sits over a table: both stay underneath.
    if (aidOver) return { origin: layers.origin, aid: now };
    return { origin: now, aid: null };
  }
  if (isAidRoute(next.route)) {
    // Back from the rules to the aid they were read from, still over its table.
    if (now.route === 'rules' && layers.aid?.route === next.route) return { origin: layers.origin, aid: null };
    if (AID_OVER.includes(now.route)) return { origin: now, aid: null };
  }
  return NO_LAYERS;
}

export class Router {
  /** What an address naming no other screen stands for (see the constructor). */
  private readonly home: Location = HOME;
  private location = $state.raw<Location>(HOME);
  /**
   * The screens kept drawn (hidden) underneath: the last screen that was not the rules screen, while the
   * rules are read, so a live table, a half-filled lobby or the City guide are there on coming back; and
   * the table or replay a City guide was opened from (with the guide itself, while rules are read from it).
   */
  private layers = $state.raw<Layers>(NO_LAYERS);
  route: Route = $derived(this.location.route);
  /** The game id of `new` and `rules`, the match id of `match`; null elsewhere. */
  param: string | null = $derived(this.location.param);
  /** The clause of `rules`; null elsewhere. */
  sub: string | null = $derived(this.location.sub);
  /** An aid drawn over the table or replay it was opened from (shown, or hidden under the rules). */
  aid: Route | null = $derived(
    this.layers.aid?.route ?? (isAidRoute(this.location.route) && this.layers.origin ? this.location.route : null),
  );
  /**
   * The screen drawn under the rules screen or an aid (or the screen itself, elsewhere), as plain values: a
   * screen keyed on them is not made again when the same address comes back as a new object.
   */
  private baseLocation: Location = $derived(
    this.location.route === 'rules' ? (this.layers.origin ?? this.home) : (this.layers.origin ?? this.location),
  );
  baseRoute: Route = $derived(this.baseLocation.route);
  baseParam: string | null = $derived(this.baseLocation.param);
  /** Where the rules screen's Back goes: the screen it was opened from, or null when opened directly. */
  back: string | null = $derived.by(() => {
    if (this.location.route !== 'rules') return null;
    const under = this.layers.aid ?? this.layers.origin;
    return under ? hrefOf(under) : null;
  });
  /** Where an aid opened over a table or replay goes back to, and what that is; null elsewhere. */
  aidBack: { href: string; to: Route } | null = $derived(
    this.aid && this.layers.origin ? { href: hrefOf(this.layers.origin), to: this.layers.origin.route } : null,
  );

  /**
   * @param home What an address naming no other screen stands for: Home, or on a network guest's page the
   * one table it sits at (which has no Home), so the rules and the City guide open over that table.
   */
  constructor(home: Location = HOME) {
    this.home = home;
    this.location = this.at(location.hash);
    window.addEventListener(
      'hashchange',
      () => {
        const next = this.at(location.hash);
        this.layers = nextLayers(this.layers, this.location, next);
        this.location = next;
      },
      { signal: this.listening.signal },
    );
  }

  private readonly listening = new AbortController();

  /** Stops following the address (a guest's table page that is left). */
  stop(): void {
    this.listening.abort();
  }

  private at(hash: string): Location {
    const l = parse(hash);
    return l.route === 'home' ? this.home : l;
  }

  go(route: Route, param?: string): void {
    location.hash = href(route, param);
  }
}
