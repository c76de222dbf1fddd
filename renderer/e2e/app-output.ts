/**
 * The app under test's own output, for a failed end-to-end test. Every app the helper starts
 * (server.ts) writes what it prints to a file here, named by the Playwright worker that started it;
 * this reporter, beside the list reporter, prints the last lines of each app of that worker that ran
 * during a failed test (written to since it began, or not stopped yet), so a CI log says why a table
 * stopped answering. An app that exits unexpectedly is reported by the helper at once as well.
 * At the very end it says again, in a few lines each, which tests failed and why, and which passed only when
 * tried again: a CI log that keeps only its tail then still names the failed check, not only the stack under it.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const APP_LOGS = fileURLToPath(new URL('../../test-results/app-logs', import.meta.url));
/** The line the helper ends an app's file with once the test stopped it. */
export const STOPPED = '(stopped by the test)';
/** What is printed of one app: its last lines, at most this many characters. */
export const TAIL_CHARS = 8000;

/** The file an app started by this worker writes to (`n`: the worker's n-th app). */
export function appLogFile(workerIndex: string, n: number): string {
  return join(APP_LOGS, `worker-${workerIndex}-app-${n}.log`);
}

/** The last whole lines of a text, at most TAIL_CHARS long. */
export function tail(text: string): string {
  if (text.length <= TAIL_CHARS) return text;
  const cut = text.slice(-TAIL_CHARS);
  return `…\n${cut.slice(cut.indexOf('\n') + 1)}`;
}

/** The first lines of a failure's message, without the terminal's colour codes. */
export function gist(message: string, lines = 6): string {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, lines)
    .join('\n');
}

export default class AppOutputReporter implements Reporter {
  /** Each test that failed a try, with why, try by try. */
  private readonly failures = new Map<TestCase, string[]>();

  onBegin(): void {
    rmSync(APP_LOGS, { recursive: true, force: true });
    mkdirSync(APP_LOGS, { recursive: true });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped' || result.status === test.expectedStatus) return;
    const why = result.errors
      .map((e) => {
        const at = e.location ? `\n  at ${basename(e.location.file)}:${e.location.line}` : '';
        return gist(e.message ?? e.value ?? '') + at;
      })
      .join('\n');
    this.failures.set(test, [...(this.failures.get(test) ?? []), why || result.status]);
    const began = result.startTime.getTime();
    const prefix = `worker-${result.workerIndex}-`;
    let files: string[];
    try {
      files = readdirSync(APP_LOGS).filter((f) => f.startsWith(prefix));
    } catch {
      return;
    }
    for (const name of files.sort()) {
      const file = join(APP_LOGS, name);
      const text = readFileSync(file, 'utf8');
      if (statSync(file).mtimeMs < began && text.trimEnd().endsWith(STOPPED)) continue;
      process.stdout.write(`\n── The app's output (${name}), last lines ──\n${tail(text).trimEnd()}\n──\n`);
    }
  }

  onEnd(): void {
    const said = (test: TestCase, whys: string[]): string =>
      `✘ ${test.titlePath().filter(Boolean).join(' › ')}\n${whys.join('\n(tried again)\n')}`;
    const flaky = [...this.failures].filter(([test]) => test.outcome() === 'flaky');
    const failed = [...this.failures].filter(([test]) => test.outcome() === 'unexpected');
    // A test that failed and then passed when tried again (`npm test` tries a failed test once more) is a
    // flaky test: a fault in the test's timing or a race in the app, to be found and fixed, not ignored.
    if (flaky.length > 0)
      process.stdout.write(
        `\n── Passed only when tried again: flaky, to be fixed ──\n${flaky.map(([t, w]) => said(t, w)).join('\n\n')}\n──\n`,
      );
    if (failed.length > 0)
      process.stdout.write(`\n── Failed, and why ──\n${failed.map(([t, w]) => said(t, w)).join('\n\n')}\n──\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
