import { describe, expect, it } from 'vitest';
import { failedStylesheet, retryWait } from './stylesheet-retry';

describe('a screen’s stylesheet that did not arrive', () => {
  it('is recognised from Vite’s message, and only a stylesheet’s failure is', () => {
    const href = 'http://127.0.0.1:4000/assets/History-B2x9.css';
    expect(failedStylesheet(new Error(`Unable to preload CSS for ${href}`))).toBe(href);
    expect(failedStylesheet(new Error('Failed to fetch dynamically imported module: /assets/History.js'))).toBeNull();
    expect(failedStylesheet(undefined)).toBeNull();
  });

  it('is asked for again a little later each time, for about six seconds in all', () => {
    const waits = [0, 1, 2, 3, 4, 5].map(retryWait);
    expect(waits).toEqual([100, 200, 400, 800, 1600, 3200]);
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThan(7000);
  });
});
