/**
 * The LAN table server: the host's API over a WebSocket on a chosen network address, off until the
 * host switches it on. Authentication happens at the upgrade (admit.ts): a seat's token (`/lan?token=…`)
 * or the table's join code (`/lan?code=…`, a spectator until given a seat). Every frame then passes
 * the rate limit, the size limit and the gate. Dropped seats are marked away; after a while a bot
 * may play them, and it hands the seat back when its holder returns.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { plainName, type GuestDevice, type Push, type Response, type SeatSpec } from '../../core/protocol';
import type { Host } from '../host/host';
import { admit, JoinFailures } from './admit';
import { answerLanFrame, LAN_MAX_FRAME_BYTES, type LanConnection, type TableMessage } from './frame';
import type { GateContext } from './gate';
import { servePages } from './pages';
import { handedBackLine, handedOnLine, takenBackLine, whileAwayWords } from './stand-in-words';
import { StandIns, type StandInWait, type StoodIn } from './stand-ins';
import { RateLimit, type RateLimits } from './rate';
import { deviceOf, type LanTable, type PublicSeat } from './table';

export interface LanLimits extends RateLimits {
  /** How often the server pings each client; one missed pong ends the connection. */
  readonly heartbeatMs: number;
  /** A connection that sends nothing for this long is closed (its seat stays its holder's). */
  readonly idleMs: number;
  /** Wrong join codes or tokens one address may try per minute before it is turned away. */
  readonly failedJoinsPerMinute: number;
}

/** Close codes a guest's page reads besides a pass or code refused (admit.ts): the host closing the table. */
export const CLOSED_BY_HOST = 4004;
export const ANOTHER_GAME = 4005;

/** Why the host closes a table with everyone told: switched off (seats wait), or another game opened. */
export type SendHome = 'closed' | 'another-game';
const SEND_HOME: Record<SendHome, { code: number; reason: string }> = {
  closed: { code: CLOSED_BY_HOST, reason: 'The host has closed the table for now.' },
  'another-game': { code: ANOTHER_GAME, reason: 'The host has opened another game at the table.' },
};

export const DEFAULT_LAN_LIMITS: LanLimits = {
  messagesPerSecond: 20,
  burst: 40,
  bytesPerMinute: 2 * 1024 * 1024,
  heartbeatMs: 15_000,
  idleMs: 30 * 60_000,
  failedJoinsPerMinute: 20,
};

export interface LanServerOptions {
  readonly host: Host;
  readonly table: LanTable;
  /** The network address to listen on (an interface's address, or 0.0.0.0 for all). */
  readonly address: string;
  readonly port: number;
  /** The built renderer, served to browsers as the guest's join page and table. */
  readonly rendererDir?: string;
  readonly limits?: Partial<LanLimits>;
  /** A bot plays an away seat after this long (ms), when set, at this level. */
  readonly standIn?: StandInWait;
  /** Called whenever seats, requests or connections change, so the host's screen and the saved table follow. */
  readonly onChange?: (server: LanServer) => void;
}

/** A guest asking the host for a seat. */
export interface SeatRequest {
  readonly id: string;
  readonly name: string;
}

/** A connection as the frame path sees it: who it is, and any seat it is waiting for. */
export interface LanPeer extends LanConnection {
  request: SeatRequest | null;
}

interface Peer extends LanPeer {
  readonly ws: WebSocket;
  readonly device: GuestDevice;
  readonly limit: RateLimit;
  alive: boolean;
  lastFrame: number;
  request: SeatRequest | null;
}

export class LanServer {
  private readonly http: Server;
  private readonly wss: WebSocketServer;
  private readonly peers = new Set<Peer>();
  private readonly limits: LanLimits;
  private readonly failures: JoinFailures;
  private readonly standIns: StandIns;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  /** Set once the table is closing: a guest leaving then marks no seat away and saves nothing. */
  private closing = false;
  private nextPeer = 1;
  port = 0;

  constructor(private readonly options: LanServerOptions) {
    this.limits = { ...DEFAULT_LAN_LIMITS, ...options.limits };
    this.standIns = new StandIns(
      {
        host: options.host,
        table: options.table,
        seatName: (seat) => this.seatSpecs()[seat]?.name,
        changed: () => this.changed(),
      },
      options.standIn,
    );
    this.failures = new JoinFailures(this.limits.failedJoinsPerMinute);
    this.http = createServer(servePages(options.rendererDir ?? null));
    // No per-message compression (ws's default for servers, stated here): it costs more time than a
    // home network saves on views of a few kilobytes. ws also turns Nagle off on every socket.
    this.wss = new WebSocketServer({ noServer: true, maxPayload: LAN_MAX_FRAME_BYTES, perMessageDeflate: false });
    this.http.on('upgrade', (req, socket, head) => this.upgrade(req, socket, head));
  }

  get table(): LanTable {
    return this.options.table;
  }

  get host(): Host {
    return this.options.host;
  }

  async listen(port = this.options.port): Promise<number> {
    await new Promise<void>((ok, fail) => {
      this.http.once('error', fail);
      this.http.listen(port, this.options.address, () => {
        this.http.off('error', fail);
        ok();
      });
    });
    this.port = (this.http.address() as AddressInfo).port;
    this.heartbeat = setInterval(() => this.beat(), this.limits.heartbeatMs);
    return this.port;
  }

  /**
   * Stops the table. `sendHome`: the host closed it (or opened another game), so every guest is told so
   * (4004, 4005) before it goes, rather than left trying to come back; otherwise (the app quitting) guests
   * keep trying until it is back. Once closing, a guest's going starts no stand-in and saves nothing.
   */
  async close(how: { sendHome?: SendHome } = {}): Promise<void> {
    this.closing = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.standIns.close();
    if (how.sendHome) await this.sendHome(SEND_HOME[how.sendHome]);
    for (const p of this.peers) p.ws.terminate();
    // Sockets turned away (a pass or code refused) are not peers: they must not hold the close up either.
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((ok) => this.wss.close(() => ok()));
    const closed = new Promise<void>((ok) => this.http.close(() => ok()));
    this.http.closeAllConnections();
    await closed;
  }

  /** Tells every connection why the table closes, and waits a moment (at most a second) for their goodbyes. */
  private async sendHome(why: { code: number; reason: string }): Promise<void> {
    const goodbyes = [...this.peers].map(
      (p) =>
        new Promise<void>((ok) => {
          if (p.ws.readyState === p.ws.CLOSED) return ok();
          p.ws.once('close', () => ok());
          p.ws.close(why.code, why.reason);
        }),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.all(goodbyes), new Promise((ok) => (timer = setTimeout(ok, 1000)))]);
    clearTimeout(timer);
  }

  /** The host changes what happens when a player drops out, with the table open (stand-ins.ts `set`). */
  setStandIn(standIn: StandInWait | undefined): void {
    this.standIns.set(standIn);
    this.changed();
  }

  /** Guests waiting for the host to give them a seat. */
  requests(): SeatRequest[] {
    return [...this.peers].flatMap((p) => (p.request ? [p.request] : []));
  }

  /** How many connections are open, by seat (null: spectators). */
  connected(): { seat: number | null; count: number }[] {
    const counts = new Map<number | null, number>();
    for (const p of this.peers) counts.set(p.role.seat, (counts.get(p.role.seat) ?? 0) + 1);
    return [...counts].map(([seat, count]) => ({ seat, count }));
  }

  /** The guest waiting with this request, if it is still there and waiting. */
  private asking(requestId: string): Peer | undefined {
    return [...this.peers].find((p) => p.request?.id === requestId);
  }

  /** The host gives a waiting guest a seat; the guest's connection becomes that seat's. */
  grantRequest(requestId: string, seat: number): boolean {
    const peer = this.asking(requestId);
    if (!peer?.request) return false;
    // A seat whose holder is away may be given again (a guest back on another device, their phone flat): the
    // old pass stops working, as when the host takes the seat back. A computer player standing in stops, and
    // the table is told so as the seat is given (a guest back under their own name is told what it played).
    let stood: StoodIn | null = null;
    if (this.table.seat(seat)?.state === 'away' && this.seatSpecs()[seat]?.kind === 'human')
      stood = this.takeBack(seat);
    if (!this.seatFree(seat)) return false;
    this.give(peer, seat, peer.request.name, stood);
    return true;
  }

  /** The host says no to a waiting guest: told so in words, the guest keeps watching and may ask again. */
  refuseRequest(requestId: string): boolean {
    const peer = this.asking(requestId);
    if (!peer) return false;
    peer.request = null;
    this.sendRaw(peer, { lan: 'refused', message: 'The host said no to a seat for now.' });
    this.changed();
    return true;
  }

  /**
   * The host takes a seat back: its token stops working and its connections close. A computer player
   * standing in for its guest stops, and the table reads so in its case file.
   */
  revoke(seat: number): void {
    const stood = this.takeBack(seat);
    if (stood) this.standIns.tell(takenBackLine(stood.name, this.seatSpecs()[seat]?.name, stood.made));
  }

  /** Takes the seat from its holder; answers who held it and what a computer player standing in for them made. */
  private takeBack(seat: number): StoodIn | null {
    const held = this.table.seat(seat);
    const level = held?.standIn ?? null;
    this.table.revoke(seat);
    const made = this.standIns.stop(seat);
    for (const p of this.peers) if (p.role.seat === seat) p.ws.close(4003, 'The host has taken this seat back.');
    this.changed();
    return held && level ? { name: held.name, level, made } : null;
  }

  /** The seats as everyone may see them, each named: the guest holding it, or the game's own name for it. */
  publicSeats(): PublicSeat[] {
    return this.table.publicSeats(this.seatSpecs());
  }

  /** The seats of the table's game as it was set up (names and computer players are public). */
  private seatSpecs(): SeatSpec[] {
    const matchId = this.table.matchId;
    return (matchId ? this.host.tableSummary(matchId)?.seats : null) ?? [];
  }

  private changed(): void {
    const seats = this.publicSeats();
    for (const p of this.peers) this.sendRaw(p, { lan: 'seats', seats });
    this.options.onChange?.(this);
  }

  /** A person's seat nobody holds on the network (a computer player's seat is never a guest's: its bot plays on). */
  private seatFree(seat: number): boolean {
    return this.seatSpecs()[seat]?.kind === 'human' && !this.table.seat(seat);
  }

  private give(peer: LanPeer, seat: number, name: string, stood: StoodIn | null = null): void {
    const device = (peer as Partial<Peer>).device ?? 'computer';
    const token = this.table.grant(seat, name);
    peer.request = null;
    this.host.disconnect(peer.client); // forget anything watched as a spectator
    peer.role = { seat };
    const matchId = this.table.matchId;
    if (matchId) {
      this.host.leaveToGuest(matchId, seat);
      this.host.recordSeatPerson(matchId, seat, name, 'network');
    }
    this.sendRaw(peer, { lan: 'granted', seat, token });
    if (stood) {
      // Given on to whoever the host chose: the same guest back on another device reads what was played
      // for them, as on any return; someone else takes the seat over from the computer player.
      const same = plainName(stood.name) === plainName(name);
      const seatName = this.seatSpecs()[seat]?.name;
      this.standIns.tell(same ? handedBackLine(name, seatName, stood.made) : handedOnLine(name, seatName, stood.made));
      if (same) this.sendRaw(peer, { lan: 'stood-in', text: whileAwayWords(stood.level, stood.made) });
    }
    this.arrived(seat, device);
  }

  private ctx(): GateContext {
    return { host: this.host, matchId: () => this.table.matchId };
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // A table closing lets nobody new in (they would be cut off unheard in a moment).
    if (this.closing) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\nThe table is closing.');
      return;
    }
    const a = admit(req, this.table, this.failures);
    if (a.kind === 'refuse') {
      socket.end(
        `HTTP/1.1 ${a.status}\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n${a.why}`,
      );
      return;
    }
    if (a.kind === 'turn-away') {
      this.wss.handleUpgrade(req, socket, head, (ws) => {
        ws.close(a.code, a.why);
        // A client that never answers the close is cut off soon, not kept for ws's own half a minute.
        const cut = setTimeout(() => ws.terminate(), 2000);
        ws.once('close', () => clearTimeout(cut));
      });
      return;
    }
    const device = deviceOf(req.headers['user-agent']);
    this.wss.handleUpgrade(req, socket, head, (ws) => this.attach(ws, a.seat, device));
  }

  private attach(ws: WebSocket, seat: number | null, device: GuestDevice): void {
    const id = `lan-${this.nextPeer++}`;
    const peer: Peer = {
      ws,
      device,
      client: {
        id,
        remote: true,
        send: (push: Push) => this.sendRaw(peer, push),
        sendText: (text: string) => this.sendText(ws, text),
      },
      role: { seat },
      limit: new RateLimit(this.limits),
      alive: true,
      lastFrame: Date.now(),
      request: null,
    };
    this.peers.add(peer);
    this.host.connect(peer.client);
    ws.on('pong', () => (peer.alive = true));
    ws.on('message', (data, isBinary) => this.frame(peer, data, isBinary));
    ws.on('close', () => this.gone(peer));
    ws.on('error', () => this.gone(peer));
    const matchId = this.table.matchId;
    const gameName = (matchId ? this.host.tableSummary(matchId)?.gameName : null) ?? null;
    this.sendRaw(peer, { lan: 'welcome', seat, matchId, gameName, seats: this.publicSeats() });
    if (seat !== null) this.arrived(seat, device);
    else this.changed();
  }

  private frame(peer: Peer, data: unknown, isBinary: boolean): void {
    peer.lastFrame = Date.now();
    const size = Array.isArray(data)
      ? data.reduce((n: number, b: Buffer) => n + b.length, 0)
      : ((data as Buffer).length ?? 0);
    const verdict = peer.limit.take(size);
    if (verdict === 'close') {
      peer.ws.close(4008, 'Too many messages.');
      return;
    }
    if (verdict === 'refuse') {
      this.sendRaw(peer, {
        id: null,
        ok: false,
        error: { code: 'RATE_LIMITED', message: 'Too many messages at once; slow down and try again.' },
      });
      return;
    }
    this.answer(peer, data, isBinary).then(
      (r) => this.sendRaw(peer, r),
      (e: unknown) => console.error('Mob Night: a network message could not be answered', e),
    );
  }

  /** Answers one frame from a connection (the socket path, and the fuzz test directly). Never rejects. */
  answer(peer: LanPeer, data: unknown, isBinary: boolean): Promise<Response> {
    return answerLanFrame(this.ctx(), peer, (m) => this.tableMessage(peer, m), data, isBinary);
  }

  private tableMessage(peer: LanPeer, m: TableMessage): Response {
    const answer = (result: unknown): Response => ({ id: m.id, ok: true, result });
    const no = (code: string, message: string): Response => ({ id: m.id, ok: false, error: { code, message } });
    if (m.lan === 'ping') return answer({});
    if (peer.role.seat !== null) return no('HAS_SEAT', `You already hold seat ${peer.role.seat + 1}.`);
    if (m.lan === 'ask') {
      peer.request = { id: randomUUID(), name: m.name };
      this.changed();
      return answer({ waiting: true });
    }
    if (!this.table.isOpen(m.seat) || !this.seatFree(m.seat))
      return no('SEAT_NOT_OPEN', 'That seat is not open; ask the host for a seat instead.');
    this.give(peer, m.seat, m.name);
    return answer({ seat: m.seat });
  }

  private sendRaw(peer: LanPeer, message: unknown): void {
    const ws = (peer as Partial<Peer>).ws;
    if (ws && ws.readyState === ws.OPEN) this.sendText(ws, JSON.stringify(message));
  }

  private sendText(ws: WebSocket, text: string): void {
    try {
      if (ws.readyState === ws.OPEN) ws.send(text);
    } catch (e) {
      console.error('Mob Night: a message to a network player could not be sent', e);
    }
  }

  private gone(peer: Peer): void {
    if (!this.peers.delete(peer)) return;
    this.host.disconnect(peer.client);
    if (this.closing) return;
    const seat = peer.role.seat;
    if (seat !== null && ![...this.peers].some((p) => p.role.seat === seat)) this.away(seat);
    else this.changed();
  }

  /**
   * A seat's holder is connected: marked here, and any bot standing in hands the seat back. The table's
   * case file says so, and the holder is told what was played for them while they were away.
   */
  private arrived(seat: number, device: GuestDevice): void {
    const held = this.table.seat(seat);
    const stoodIn = held?.standIn ?? null;
    if (held) {
      held.state = 'here';
      held.awaySince = null;
      held.device = device;
    }
    const made = this.standIns.stop(seat);
    if (held && stoodIn) {
      this.standIns.tell(handedBackLine(held.name, this.seatSpecs()[seat]?.name, made));
      const text = whileAwayWords(stoodIn, made);
      for (const p of this.peers) if (p.role.seat === seat) this.sendRaw(p, { lan: 'stood-in', text });
    }
    this.changed();
  }

  private away(seat: number): void {
    const held = this.table.seat(seat);
    if (held) {
      held.state = 'away';
      held.awaySince = Date.now();
      this.standIns.away(seat);
    }
    this.changed();
  }

  private beat(): void {
    const now = Date.now();
    for (const p of this.peers) {
      if (!p.alive || now - p.lastFrame > this.limits.idleMs) {
        p.ws.terminate();
        continue;
      }
      p.alive = false;
      try {
        p.ws.ping();
      } catch {
        p.ws.terminate();
      }
    }
  }
}
