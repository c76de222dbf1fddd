/**
 * The bot worker's entry (see bot-thinker.ts): answers each decision it is sent, one at a time. A bot that
 * fails on a decision (a bug in its search) is answered with what went wrong, and the worker goes on.
 */
import { parentPort } from 'node:worker_threads';
import { REGISTRY } from '../../core/games';
import { thinkNow, type ThinkRequest } from './bot-thinker';

parentPort?.on('message', (m: { id: number; request: ThinkRequest }) => {
  try {
    parentPort?.postMessage({ id: m.id, answer: thinkNow(REGISTRY, m.request) });
  } catch (e) {
    parentPort?.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) });
  }
});
