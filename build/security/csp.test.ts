/**
 * The Content Security Policy through Google's CSP evaluator (csp_evaluator): nothing it rates high
 * or medium, no syntax problems, and every lesser note answered here with the reason.
 */
import { readFileSync } from 'node:fs';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { describe, expect, it } from 'vitest';
import { CSP } from '../../electron/csp';

/** Notes the evaluator may raise, keyed "directive value", with why they are fine for Mob Night. */
const ANSWERED: Record<string, string> = {
  "script-src 'self'":
    "'self' is app://mob-night (or the local browser-mode server): it serves only our own bundled files — no JSONP, no AngularJS, no uploads.",
  'connect-src ws://127.0.0.1:*':
    'Browser mode talks to the host on this computer over a WebSocket; the host listens on 127.0.0.1 only.',
  'connect-src ws://localhost:*': 'As above, for browsers that name the local host "localhost".',
};

function evaluate(policy: string) {
  return new CspEvaluator(new CspParser(policy).csp).evaluate();
}

function metaPolicy(): string {
  const html = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8');
  const match = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('renderer/index.html has no CSP meta tag');
  return match[1];
}

describe('Content Security Policy', () => {
  it.each([
    ['the header Electron and browser mode send', CSP],
    ['the meta tag in the page', metaPolicy()],
  ])('%s has no high, medium or syntax findings, and every note is answered', (_name, policy) => {
    const findings = evaluate(policy);
    const serious = findings.filter((f) => [Severity.HIGH, Severity.SYNTAX, Severity.MEDIUM].includes(f.severity));
    expect(serious.map((f) => `${f.directive}: ${f.description}`)).toEqual([]);
    const unanswered = findings.filter((f) => !ANSWERED[`${f.directive} ${f.value ?? ''}`]);
    expect(unanswered.map((f) => `${f.directive} ${f.value}: ${f.description}`)).toEqual([]);
  });

  it('would flag a policy that let scripts in from anywhere (the evaluator is really run)', () => {
    const findings = evaluate("default-src 'self'; script-src 'self' 'unsafe-inline' https:");
    expect(findings.some((f) => f.severity === Severity.HIGH)).toBe(true);
  });
});
