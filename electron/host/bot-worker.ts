/** The bot worker's entry (see bot-thinker.ts): answers each decision it is sent, one at a time. */
import { parentPort } from 'node:worker_threads';
import { REGISTRY } from '../../core/games';
import { thinkNow, type ThinkRequest } from './bot-thinker';

parentPort?.on('message', (m: { id: number; request: ThinkRequest }) => {
  parentPort?.postMessage({ id: m.id, answer: thinkNow(REGISTRY, m.request) });
});
