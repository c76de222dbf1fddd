/**
 * The host's switch for game night on the network: starts and stops the LAN table server for one
 * game, keeps its port and seats across restarts (the seats file holds only each pass's hash), shows
 * the address, join code and QR code, and announces the table to tables nearby.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import type { ApiError, LanStatus, Params } from '../../core/protocol';
import type { Host } from '../host/host';
import type { LanControl } from '../host/lan-control';
import { Discovery, type NearbyTable } from './discovery';
import { listenStable } from './port';
import { reachTable, type Reach } from './reach';
import { LanServer, type LanLimits, type SendHome } from './server';
import { LanTable, type SavedTable } from './table';

/** The port a table tries first when none has been saved yet. */
export const DEFAULT_LAN_PORT = 47_800;

type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };

interface LanConfig {
  on: boolean;
  matchId: string | null;
  address: string | null;
  standIn: LanStatus['standIn'];
}

export interface LanControllerOptions {
  readonly host: Host;
  readonly dataDir: string;
  /** Announce and browse with mDNS (off in tests that do not need it). */
  readonly discovery?: boolean;
  readonly limits?: Partial<LanLimits>;
  /** The addresses to offer; the machine's IPv4 interfaces by default. */
  readonly addresses?: () => { name: string; address: string }[];
  /** The built renderer, served to guests' browsers as the join page and table. */
  readonly rendererDir?: string;
}

export function interfaceAddresses(): { name: string; address: string }[] {
  const list = Object.entries(networkInterfaces()).flatMap(([name, infos]) =>
    (infos ?? []).filter((i) => i.family === 'IPv4' && !i.internal).map((i) => ({ name, address: i.address })),
  );
  return [...list, { name: 'this computer only', address: '127.0.0.1' }];
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function writeJson(file: string, value: unknown): void {
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    // Written aside and renamed over, so a crash mid-write never leaves half a file.
    writeFileSync(`${file}.new`, `${JSON.stringify(value)}\n`, { mode: 0o600 });
    renameSync(`${file}.new`, file);
  } catch (e) {
    console.error('Mob Night: the network table could not be saved', e);
  }
}

export class LanController implements LanControl {
  private server: LanServer | null = null;
  private discovery: Discovery | null = null;
  private qrSvg: string | null = null;
  private config: LanConfig;

  constructor(private readonly options: LanControllerOptions) {
    this.config = readJson<LanConfig>(this.configFile) ?? { on: false, matchId: null, address: null, standIn: null };
  }

  private get configFile(): string {
    return join(this.options.dataDir, 'lan.json');
  }
  private get portFile(): string {
    return join(this.options.dataDir, 'lan-port.json');
  }
  private get tableFile(): string {
    return join(this.options.dataDir, 'lan-table.json');
  }

  private addresses(): { name: string; address: string }[] {
    return (this.options.addresses ?? interfaceAddresses)();
  }

  /**
   * Why a table that was on when Mob Night last stopped did not come back with it, in words for the Network
   * screen and Home; null once the table is switched on or off by hand.
   */
  private notReopened: string | null = null;

  /** After a restart: a table that was on comes back on the same port, with the same seats and code. */
  async resume(): Promise<void> {
    const { on, matchId, address, standIn } = this.config;
    if (!on || !matchId) return;
    // Records that could not be read hold no game to open: the table waits for the family's choice on the
    // damaged-records screen, and is not opened behind their back on what that choice brings back.
    if (this.options.host.storeStatus.state !== 'ok') {
      this.notReopened =
        'The network table was open when Mob Night last stopped. It was not opened again, because the records ' +
        'could not be read when Mob Night started. To open it, go to Game night on the network, choose its game and ' +
        'switch on “Open this game to the network”: the guests’ seats and join code are kept.';
      console.error('Mob Night: the network table was not opened again, as the records file could not be read.');
      return;
    }
    const r = await this.start({ matchId, ...(address ? { address } : {}), standIn });
    if (!r.ok) {
      this.notReopened = `The network table was open when Mob Night last stopped, but it could not open again: ${r.error.message}`;
      console.error(`Mob Night: the network table could not come back on: ${r.error.message}`);
    }
  }

  async start(p: Params<'lan.start'>): Promise<Result<LanStatus>> {
    const host = this.options.host;
    const seats = host.seatCount(p.matchId);
    if (seats === null)
      return { ok: false, error: { code: 'NO_SUCH_GAME', message: 'That game is not in the records.' } };
    const offered = this.addresses();
    const address = p.address ?? offered[0]?.address ?? '127.0.0.1';
    if (!offered.some((a) => a.address === address) && address !== '0.0.0.0')
      return {
        ok: false,
        error: {
          code: 'NO_SUCH_ADDRESS',
          message: 'This computer has no such network address; choose one of the list.',
        },
      };
    // The same table asked for again, only "When a player drops out" changed: it changes in place, read when
    // a guest next drops (and for a seat already waiting), with nobody sent home or cut off.
    const running = this.server;
    if (
      running &&
      running.table.matchId === p.matchId &&
      address === this.config.address &&
      (p.port === undefined || p.port === running.port)
    ) {
      const standIn = p.standIn === undefined ? this.config.standIn : p.standIn;
      running.setStandIn(standIn ? { afterMs: standIn.afterSeconds * 1000, level: standIn.level } : undefined);
      this.config = { ...this.config, standIn };
      writeJson(this.configFile, this.config);
      host.pushLocal({ push: 'lan.status', data: this.status() });
      return { ok: true, value: this.status() };
    }
    // Another game at the table: the guests of the one before are sent home, told so, not left waiting
    // (their passes were that game's and go with it).
    const another = this.server !== null && this.server.table.matchId !== p.matchId;
    await this.stopServer(another ? 'another-game' : undefined);
    const saved = readJson<SavedTable>(this.tableFile);
    const table = saved?.matchId === p.matchId ? LanTable.restore(saved) : new LanTable(p.matchId);
    const standIn = p.standIn === undefined ? this.config.standIn : p.standIn;
    const server = new LanServer({
      host,
      table,
      address,
      port: 0,
      ...(this.options.rendererDir ? { rendererDir: this.options.rendererDir } : {}),
      ...(this.options.limits ? { limits: this.options.limits } : {}),
      ...(standIn ? { standIn: { afterMs: standIn.afterSeconds * 1000, level: standIn.level } } : {}),
      onChange: () => {
        writeJson(this.tableFile, table.save());
        host.pushLocal({ push: 'lan.status', data: this.status() });
      },
    });
    let port: number;
    try {
      port = await listenStable((n) => server.listen(n), this.portFile, p.port, DEFAULT_LAN_PORT);
    } catch (e) {
      return {
        ok: false,
        error: { code: 'LAN_LISTEN', message: `The table could not open on the network: ${(e as Error).message}` },
      };
    }
    this.server = server;
    this.notReopened = null;
    writeJson(this.tableFile, table.save());
    this.config = { on: true, matchId: p.matchId, address, standIn };
    writeJson(this.configFile, this.config);
    const url = this.joinUrl();
    this.qrSvg = url ? await QRCode.toString(url, { type: 'svg', margin: 1 }) : null;
    if (this.options.discovery !== false && address !== '127.0.0.1') {
      this.discovery ??= new Discovery();
      this.discovery.announce({ name: `Mob Night at ${hostname()}`, game: p.matchId, port, address });
    }
    host.pushLocal({ push: 'lan.status', data: this.status() });
    return { ok: true, value: this.status() };
  }

  /** The host's switch off: everyone at the table is sent home, told so; their seats wait for them. */
  async stop(): Promise<Result<LanStatus>> {
    await this.stopServer('closed');
    this.notReopened = null;
    this.config = { ...this.config, on: false };
    writeJson(this.configFile, this.config);
    this.options.host.pushLocal({ push: 'lan.status', data: this.status() });
    return { ok: true, value: this.status() };
  }

  private async stopServer(sendHome?: SendHome): Promise<void> {
    this.discovery?.unannounce();
    const s = this.server;
    this.server = null;
    this.qrSvg = null;
    await s?.close(sendHome ? { sendHome } : {});
  }

  seat(p: Params<'lan.seat'>): Result<LanStatus> {
    const s = this.server;
    if (!s) return { ok: false, error: { code: 'LAN_OFF', message: 'The table is not on the network.' } };
    if (p.seat >= s.publicSeats().length)
      return { ok: false, error: { code: 'NO_SUCH_SEAT', message: `There is no seat ${p.seat + 1} in this game.` } };
    if (p.change === 'open' && s.publicSeats()[p.seat]?.computer) return computerSeat(p.seat);
    if (p.change === 'open') s.table.open(p.seat);
    else if (p.change === 'close') s.table.close(p.seat);
    else s.revoke(p.seat);
    writeJson(this.tableFile, s.table.save());
    this.options.host.pushLocal({ push: 'lan.status', data: this.status() });
    return { ok: true, value: this.status() };
  }

  grant(p: Params<'lan.grant'>): Result<LanStatus> {
    const s = this.server;
    if (!s) return { ok: false, error: { code: 'LAN_OFF', message: 'The table is not on the network.' } };
    if (s.publicSeats()[p.seat]?.computer) return computerSeat(p.seat);
    if (!s.grantRequest(p.requestId, p.seat))
      return {
        ok: false,
        error: { code: 'CANNOT_GRANT', message: 'That seat is taken, or the guest has left; choose another.' },
      };
    return { ok: true, value: this.status() };
  }

  refuse(p: Params<'lan.refuse'>): Result<LanStatus> {
    const s = this.server;
    if (!s) return { ok: false, error: { code: 'LAN_OFF', message: 'The table is not on the network.' } };
    if (!s.refuseRequest(p.requestId))
      return {
        ok: false,
        error: { code: 'NO_SUCH_REQUEST', message: 'That guest has already left or been answered.' },
      };
    return { ok: true, value: this.status() };
  }

  /** Whether the network table is open for this game (a move made at this screen is then noted, `Host`). */
  serves(matchId: string): boolean {
    return this.server?.table.matchId === matchId;
  }

  heldElsewhere(matchId: string, seat: number): boolean {
    const s = this.server;
    return s !== null && s.table.matchId === matchId && s.table.seat(seat) !== undefined;
  }

  nearby(): NearbyTable[] {
    if (this.options.discovery === false) return [];
    this.discovery ??= new Discovery();
    this.discovery.browse();
    return this.discovery.nearby();
  }

  reach(address: string): Promise<Reach> {
    return reachTable(address);
  }

  private joinUrl(): string | null {
    const s = this.server;
    if (!s || !this.config.address) return null;
    return `http://${this.config.address}:${s.port}/?join=${s.table.code}`;
  }

  status(): LanStatus {
    const s = this.server;
    return {
      on: s !== null,
      addresses: this.addresses(),
      address: s ? this.config.address : null,
      port: s ? s.port : null,
      // The port the table will try first: the saved one, else the default (listenStable's order), so the
      // Network screen's port box shows the number the table opens on, never an empty box.
      savedPort: readJson<{ port?: number }>(this.portFile)?.port ?? DEFAULT_LAN_PORT,
      code: s ? s.table.code : null,
      joinUrl: this.joinUrl(),
      qrSvg: this.qrSvg,
      matchId: s ? s.table.matchId : this.config.matchId,
      seats: s ? s.publicSeats() : [],
      requests: s ? s.requests() : [],
      discoveryProblem: this.discovery?.failed ?? null,
      standIn: this.config.standIn,
      notReopened: s ? null : this.notReopened,
    };
  }

  async close(): Promise<void> {
    await this.stopServer();
    await this.discovery?.close();
    this.discovery = null;
  }
}

/** A computer player's seat is never a guest's: its computer player goes on playing it. */
function computerSeat(seat: number): Result<LanStatus> {
  return {
    ok: false,
    error: { code: 'COMPUTER_SEAT', message: `A computer player plays seat ${seat + 1}; it cannot go to a guest.` },
  };
}
