/**
 * electronegativity over the shipped Electron code: no finding without a written answer, no answer
 * without its finding, and a canary proving the scan reads our files.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs tool script
import * as tool from './electronegativity.mjs';

interface Finding {
  id: string;
  file: string;
  line: number;
  severity: 'HIGH' | 'MEDIUM' | 'LOW' | 'INFORMATIONAL';
  confidence: string;
}
type Scan = { errors: { file: string; message: string }[]; issues: Finding[] };
const { scan, loadAnswers, answerKey } = tool as {
  scan(extra?: Record<string, string>): Promise<Scan>;
  loadAnswers(): Record<string, string>;
  answerKey(f: Finding): string;
};

describe('electronegativity', () => {
  it('finds nothing unanswered in the main process, preload, CSP and page', async () => {
    const { errors, issues } = await scan();
    expect(errors).toEqual([]);
    const answers = loadAnswers();
    const unanswered = issues.filter((i) => !answers[answerKey(i)]);
    expect(unanswered).toEqual([]);
    expect(issues.filter((i) => i.severity === 'HIGH')).toEqual([]);
    const stale = Object.keys(answers).filter((key) => !issues.some((i) => answerKey(i) === key));
    expect(stale).toEqual([]);
    for (const reason of Object.values(answers)) expect(reason.length).toBeGreaterThan(40);
  }, 60_000);

  it('catches an insecure window when one is added (the scan reads our code)', async () => {
    const { issues } = await scan({
      'electron/main/canary.ts': [
        "import { BrowserWindow } from 'electron';",
        'export const w = new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false, sandbox: false } });',
      ].join('\n'),
    });
    const canary = issues.filter((i) => i.file === 'electron/main/canary.ts').map((i) => i.id);
    expect(canary).toEqual(
      expect.arrayContaining(['CONTEXT_ISOLATION_JS_CHECK', 'SANDBOX_JS_CHECK', 'AUXCLICK_JS_CHECK']),
    );
  }, 60_000);
});
