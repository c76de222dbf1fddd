/**
 * What a LAN client may ask of the host. Every call from the network passes here first: a seat
 * holder may watch and act for its own seat only, in the table's game only; a spectator may watch
 * the public view only; no one on the network may create a game, choose its seed or dice, type
 * dice, or read or change the host's records, roster or settings (of the roster, a client sees only the
 * people seated at the table's game, as the table draws them). A refusal says what the client
 * itself may do and never names anything of another seat.
 */
import { basename } from 'node:path';
import {
  DEFAULT_SETTINGS,
  type ApiError,
  type Envelope,
  type Method,
  type Player,
  type StoreStatus,
} from '../../core/protocol';
import type { Client } from '../host/client';
import type { Host } from '../host/host';

/** Who is on the other end of a LAN connection. */
export interface LanRole {
  /** The seat this connection holds, or null for a spectator (a guest with the join code). */
  readonly seat: number | null;
}

export interface GateContext {
  readonly host: Host;
  /** The table's game, or null before the host has set one. */
  readonly matchId: () => string | null;
}

const HOST_ONLY: ApiError = {
  code: 'HOST_ONLY',
  message: 'Only the person at the host computer can do that.',
};

function refuse(error: ApiError): Envelope {
  return { ok: false, error };
}

function field(params: unknown, key: string): unknown {
  return params !== null && typeof params === 'object' ? (params as Record<string, unknown>)[key] : undefined;
}

/** Checks that a call names the table's game and a seat this connection may use; null when it does. */
function seatProblem(ctx: GateContext, role: LanRole, params: unknown, watching: boolean): ApiError | null {
  const matchId = ctx.matchId();
  if (matchId === null) return { code: 'NO_TABLE_GAME', message: 'The host has not started a game at this table yet.' };
  if (field(params, 'matchId') !== matchId)
    return { code: 'NOT_THIS_TABLE', message: 'That is not the game at this table.' };
  const seat = field(params, 'seat');
  if (watching && seat === 'spectator') return null;
  if (seat === undefined && !watching) return { code: 'BAD_PARAMS', message: 'Say which seat you play.' };
  if (role.seat === null)
    return {
      code: 'SPECTATOR',
      message: watching
        ? 'You are watching this table; you can see what everyone may see, not a player’s own cards.'
        : 'You are watching this table, so you cannot make moves. Ask the host for a seat.',
    };
  if (seat !== undefined && seat !== role.seat)
    return {
      code: 'NOT_YOUR_SEAT',
      message: `You hold seat ${role.seat + 1}; you can only ${watching ? 'see' : 'play'} that seat.`,
    };
  return null;
}

function shownStatus(status: StoreStatus): StoreStatus {
  // A LAN client learns that the host's records are fine or not, never where they live.
  return status.state === 'ok'
    ? { state: 'ok', path: basename(status.path) }
    : { ...status, path: basename(status.path), message: 'The host’s records need attention at the host computer.' };
}

/** Answers one call from a LAN client, refusing whatever its role does not allow. */
export async function gatedCall(
  ctx: GateContext,
  role: LanRole,
  client: Client,
  method: Method,
  params: unknown,
): Promise<Envelope> {
  switch (method) {
    case 'app.info': {
      const info = await ctx.host.handle('app.info', {}, client);
      if (!info.ok) return info;
      const { version } = info.result as { version: string };
      return { ok: true, result: { version, mode: 'browser', store: shownStatus(ctx.host.storeStatus) } };
    }
    case 'store.status':
      return { ok: true, result: shownStatus(ctx.host.storeStatus) };
    case 'games.list':
    case 'aids.run':
      return ctx.host.handle(method, params, client);
    // A guest's own preferences stay in their own browser; the host's are not theirs to read or change.
    case 'settings.get':
      return { ok: true, result: DEFAULT_SETTINGS };
    // The people seated at the table's game, with the colour and emblem the host's screen draws them in,
    // so every screen of the table shows each seat alike (table/seat-looks.ts); nobody else on the roster,
    // and nothing of theirs but their name (public on the seats already) and their looks.
    case 'players.list': {
      const matchId = ctx.matchId();
      const seats = (matchId ? ctx.host.tableSummary(matchId)?.seats : null) ?? [];
      const seated = new Set(seats.flatMap((s) => (s.kind === 'human' && s.playerId ? [s.playerId] : [])));
      if (seated.size === 0) return { ok: true, result: [] };
      const roster = await ctx.host.handle('players.list', {}, client);
      const players = roster.ok ? (roster.result as Player[]) : [];
      return {
        ok: true,
        result: players
          .filter((p) => seated.has(p.id))
          .map((p) => ({ id: p.id, name: p.name, colour: p.colour, emblem: p.emblem, createdAt: '' })),
      };
    }
    // A guest's list holds the table's game only: its name and seats, as the table itself shows them
    // (on its first page: a later one is empty).
    case 'history.list': {
      const offset = field(params, 'offset');
      if (typeof offset === 'number' && offset > 0) return { ok: true, result: [] };
      const matchId = ctx.matchId();
      const summary = matchId ? ctx.host.tableSummary(matchId) : null;
      const gameId = field(params, 'gameId');
      const shown = summary && (gameId === undefined || gameId === summary.gameId);
      return { ok: true, result: shown ? [summary] : [] };
    }
    // The table's own game, opened by its id as the table screen does; no other game of the host's.
    case 'history.get': {
      const matchId = ctx.matchId();
      const summary = matchId && field(params, 'matchId') === matchId ? ctx.host.tableSummary(matchId) : null;
      return summary
        ? { ok: true, result: summary }
        : refuse({ code: 'NOT_THIS_TABLE', message: 'That is not the game at this table.' });
    }
    // The table's own game's final scores explained and its counts: public once the game is over, as the
    // victory screen shows them to everyone at the table; no other game of the host's.
    case 'history.score':
      return field(params, 'matchId') === ctx.matchId()
        ? ctx.host.handle(method, params, client)
        : refuse({ code: 'NOT_THIS_TABLE', message: 'That is not the game at this table.' });
    // Earlier moves of the case file, as the guest's own seat (or the public) saw them.
    case 'match.log':
    case 'match.watch':
    case 'match.unwatch': {
      const problem = seatProblem(ctx, role, params, true);
      return problem ? refuse(problem) : ctx.host.handle(method, params, client);
    }
    case 'match.act': {
      const problem = seatProblem(ctx, role, params, false);
      if (problem) return refuse(problem);
      if (field(params, 'typedDice') !== undefined)
        return refuse({
          code: 'HOST_DICE',
          message: 'At a network table the host’s dice are used; dice cannot be typed from here.',
        });
      return ctx.host.handle(method, params, client);
    }
    // A seat holder may stop the table's decision clock, as anyone at the table may (G-6.91).
    case 'match.clock': {
      if (role.seat === null)
        return refuse({ code: 'SPECTATOR', message: 'You are watching this table; only players can stop its clock.' });
      const problem = seatProblem(ctx, role, { ...(params as object), seat: role.seat }, false);
      return problem ? refuse(problem) : ctx.host.handle(method, params, client);
    }
    case 'match.create':
      return refuse({
        code: 'HOST_ONLY',
        message: 'Only the host starts games at a network table, and only the host chooses the seed and the dice.',
      });
    default:
      return refuse(HOST_ONLY);
  }
}
