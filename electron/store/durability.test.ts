/**
 * Kills a writing process at random moments and checks that nothing it acknowledged was lost and
 * that the file stays sound: the promise behind acknowledging an action only after `append`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { bundleChild } from '../bundle-child';
import { storePragmas } from './store';
import { mustOpen, sampleAction, sampleSnapshot, tempDir } from './testing';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHILD = path.join(here, 'durability-child.ts');
const ROOT = path.resolve(here, '../..');
const TRIALS = 50;

interface Trial {
  /** Actions the child found stored when it started. */
  start: number;
  /** The last seq it acknowledged before it was killed (start if none). */
  lastAck: number;
  stderr: string;
}

/**
 * Runs one child (the bundled writer) on `file` and SIGKILLs it `delayMs` after its first ack (or, when `fromSpawn`,
 * `delayMs` after starting it, which may land while it is still opening or migrating).
 */
function runTrial(child: string, file: string, delayMs: number, fromSpawn: boolean): Promise<Trial> {
  return new Promise((resolve, reject) => {
    const writer = spawn(process.execPath, [child, file], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const trial: Trial = { start: -1, lastAck: -1, stderr: '' };
    let buffered = '';
    let timer: NodeJS.Timeout | undefined;
    const killLater = (): void => {
      timer ??= setTimeout(() => writer.kill('SIGKILL'), delayMs);
    };
    if (fromSpawn) killLater();
    writer.stdout.setEncoding('utf8');
    writer.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? ''; // an unfinished line is not an ack yet
      for (const line of lines) {
        const [word, n] = line.split(' ');
        if (word === 'start') trial.start = trial.lastAck = Number(n);
        else if (word === 'ack') {
          const seq = Number(n);
          if (seq !== trial.lastAck + 1) reject(new Error(`ack ${seq} out of order after ${trial.lastAck}`));
          trial.lastAck = seq;
          killLater();
        }
      }
    });
    writer.stderr.setEncoding('utf8');
    writer.stderr.on('data', (chunk: string) => (trial.stderr += chunk));
    writer.on('error', reject);
    writer.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (signal !== 'SIGKILL') reject(new Error(`the writer stopped by itself (code ${code}): ${trial.stderr}`));
      else resolve(trial);
    });
  });
}

describe('durability', () => {
  it(`keeps every acknowledged action through ${TRIALS} kills mid-write`, async () => {
    const dir = tempDir();
    const file = path.join(dir, 'records.db');
    // Bundled once: a child compiled by tsx on every start spends most of a trial starting up.
    const child = await bundleChild(CHILD);
    let acked = 0;
    let killedWhileOpening = 0;
    const began = Date.now();
    for (let i = 0; i < TRIALS; i++) {
      // Every fifth trial is killed at a moment counted from spawn, which can fall during open.
      const fromSpawn = i % 5 === 4;
      const delay = fromSpawn ? 100 + Math.random() * 500 : 20 + Math.random() * 230;
      const trial = await runTrial(child, file, delay, fromSpawn);
      if (trial.start < 0) {
        killedWhileOpening++;
        continue;
      }
      // Nothing acknowledged by an earlier writer may be missing when the next one opens the file.
      expect(trial.start).toBeGreaterThanOrEqual(acked);
      acked = Math.max(acked, trial.lastAck);
    }
    const seconds = (Date.now() - began) / 1000;

    const store = mustOpen(file);
    expect(storePragmas(store).synchronous).toBe(2);
    const rows = store.actions.list('durability');
    expect(rows.length).toBeGreaterThanOrEqual(acked);
    expect(acked).toBeGreaterThan(TRIALS); // the children really did write under fire
    rows.forEach((row, i) => {
      const { createdAt: _createdAt, ...content } = row;
      expect(content).toEqual(sampleAction(i + 1)); // contiguous 1…n, each with its own content
    });
    expect(store.games.get('durability')?.actionCount).toBe(rows.length);
    const snap = store.snapshots.latest('durability');
    expect(snap).toEqual(sampleSnapshot(snap?.seq ?? -1));
    store.close();

    const db = new Database(file, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(child, { force: true });
    console.info(
      `durability: ${TRIALS} kills in ${seconds.toFixed(1)} s, ${rows.length} actions stored, ` +
        `${acked} acknowledged, ${killedWhileOpening} killed before opening finished`,
    );
  }, 120_000);
});
