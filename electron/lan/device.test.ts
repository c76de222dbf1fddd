import { describe, expect, it } from 'vitest';
import { deviceOf } from './table';

describe('the kind of device a guest plays on', () => {
  it('reads phones, tablets and computers from the browser, and counts anything else a computer', () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    const tablet = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120 Safari/537.36';
    const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120 Safari/537.36';
    expect([phone, android, tablet, ipad, desktop, undefined].map(deviceOf)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'computer',
      'computer',
    ]);
  });
});
