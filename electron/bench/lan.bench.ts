/**
 * An action reaching the last of six connected clients of a LAN table (five seats of Nothing Personal
 * and a spectator, on loopback; each move chosen by a bot from its seat's view before the clock starts),
 * p99, against a raw ws echo round trip measured in the same run. The clients run in a worker thread, as
 * guests on other machines would, and both are timed there; the host (or the echo server) runs on this
 * thread.
 */
import { REGISTRY } from '../../core/games';
import { median, percentile, type Figure } from '../../core/bench/measure';
import { startTestTable } from '../lan/testing';
import { clientWorker, echoServer, us, type ClientWorker } from './client-worker';
import { fanoutServer } from './fanout';

const MOVES = 500;
const WARMUP = 50;
/** The goal of issue 17: the LAN table at most twice the raw echo. */
export const LAN_GOAL_RATIO = 2;
/** The game the goal was set with: Nothing Personal at five seats. */
const GAME_ID = 'nothing-personal';

const game = () => {
  const def = REGISTRY.playable.find((d) => d.id === GAME_ID);
  if (!def) throw new Error(`${GAME_ID} is not installed.`);
  return def;
};

interface Times {
  readonly reach: number;
  readonly median: number;
  /** The median time to the first of the six: what the host does before its first send, and one trip. */
  readonly first: number;
  readonly ack: number;
  readonly echo: number;
  readonly echoMedian: number;
  readonly moves: number;
  /** The clients' reading of a move's six updates (median), inside `median`. */
  readonly parse: number;
  /** The bare fan-out of the same texts (fanout.ts): read as updates p99 and median, the first; unread p99. */
  readonly fanout: number;
  readonly fanoutMedian: number;
  readonly fanoutFirst: number;
  readonly fanoutParse: number;
  readonly bare: number;
  readonly bareMedian: number;
  /** The bare server's six sends, on its thread (median). */
  readonly sends: number;
}

/**
 * Plays the game at five seats plus a spectator, timing each move until all six have heard it, and
 * one raw echo round trip after each move (interleaved, so a busy machine weighs on both alike).
 */
async function lanTimes(worker: ClientWorker): Promise<Times> {
  const samples: number[] = [];
  const firsts: number[] = [];
  const acks: number[] = [];
  const echoes: number[] = [];
  const parses: number[] = [];
  const fanouts: number[] = [];
  const fanoutFirsts: number[] = [];
  const fanoutParses: number[] = [];
  const bares: number[] = [];
  const echo = await echoServer();
  const fan = await fanoutServer();
  const def = game();
  for (let g = 0; samples.length < MOVES + WARMUP && g < 20; g++) {
    const seats = Array.from({ length: 5 }, (_, i) => ({ kind: 'human' as const, name: `P${i + 1}` }));
    const t = await startTestTable({
      games: [def],
      gameId: def.id,
      seats,
      seed: `bench-${g}`,
      granted: 5,
      // The benchmark plays faster than any person: lift the per-client rate limit.
      server: { limits: { burst: 1e6, messagesPerSecond: 1e6, bytesPerMinute: 1e12 } },
    });
    const r = await worker.run({
      echoUrl: echo.url,
      echoFrame: 'request',
      fanoutUrl: fan.url,
      sockets: [
        ...t.tokens.map((token, seat) => ({ url: `${t.url}?token=${token}`, seat })),
        { url: `${t.url}?code=${t.server.table.code}`, seat: 'spectator' as const },
      ],
      matchId: t.matchId,
      gameId: def.id,
      moves: MOVES + WARMUP - samples.length,
    });
    samples.push(...r.samples);
    firsts.push(...r.firsts);
    acks.push(...r.acks);
    echoes.push(...r.echoes);
    parses.push(...r.parses);
    fanouts.push(...r.fanouts);
    fanoutFirsts.push(...r.fanoutFirsts);
    fanoutParses.push(...r.fanoutParses);
    bares.push(...r.bareFanouts);
    await t.close();
  }
  await echo.close();
  await fan.close();
  const timed = samples.slice(WARMUP);
  const echoed = echoes.slice(WARMUP);
  const fanned = fanouts.slice(WARMUP);
  return {
    reach: percentile(timed, 0.99),
    median: median(timed),
    first: median(firsts.slice(WARMUP)),
    ack: percentile(acks.slice(WARMUP), 0.99),
    echo: percentile(echoed, 0.99),
    echoMedian: median(echoed),
    moves: timed.length,
    parse: median(parses.slice(WARMUP)),
    fanout: percentile(fanned, 0.99),
    fanoutMedian: median(fanned),
    fanoutFirst: median(fanoutFirsts.slice(WARMUP)),
    fanoutParse: median(fanoutParses.slice(WARMUP)),
    bare: percentile(bares.slice(WARMUP), 0.99),
    bareMedian: median(bares.slice(WARMUP)),
    sends: median(fan.sends.slice(2 * WARMUP)),
  };
}

/**
 * The LAN p99 against the echo p99 (goal ≤ 2x), with the medians and the mover's answer in words; and,
 * for information, the floor: a bare server fanning the same texts out to the same six clients.
 */
export async function lanFigures(): Promise<Figure[]> {
  const worker = clientWorker();
  try {
    const lan = await lanTimes(worker);
    const ratio = lan.reach / lan.echo;
    return [
      {
        name: `LAN: a move reaching the last of 6 clients (${game().name}, ${lan.moves} moves), p99`,
        value:
          `${ratio.toFixed(2)}x a raw ws echo; ${us(lan.reach)} vs ${us(lan.echo)}; medians ${us(lan.median)} and ` +
          `${us(lan.echoMedian)} (the first of the six ${us(lan.first)}); the clients' reading of the six updates ` +
          `${us(lan.parse)} of it (median); the mover's answer after the disk sync p99 ${us(lan.ack)}`,
        goal: `≤ ${LAN_GOAL_RATIO}x`,
        met: ratio <= LAN_GOAL_RATIO,
      },
      {
        name: 'LAN floor: a bare ws server sending the same six frames to the same clients on one frame, p99',
        value:
          `${(lan.fanout / lan.echo).toFixed(2)}x the raw ws echo above; ${us(lan.fanout)}; median ` +
          `${us(lan.fanoutMedian)} (the first ${us(lan.fanoutFirst)}, the clients' reading ${us(lan.fanoutParse)}); ` +
          `the frames unread ${us(lan.bare)} p99, ${(lan.bare / lan.echo).toFixed(2)}x (median ${us(lan.bareMedian)}); the six sends themselves ${us(lan.sends)} (median)`,
        goal: '',
        met: null,
      },
    ];
  } finally {
    await worker.close();
  }
}
