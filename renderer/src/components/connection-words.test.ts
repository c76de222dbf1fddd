/** The connection banner's words: "reconnecting" at once, and after a while what is likely wrong. */
import { describe, expect, it } from 'vitest';
import { BACK_AGAIN, connectionWords, HOST_NOT_ANSWERING, HOST_STOPPED } from './connection-words';

describe('the connection banner', () => {
  it('says only "reconnecting" at first, then why, for the host’s own page and for a guest', () => {
    expect(connectionWords('lost', false, false, 'guest')).toEqual({
      message: 'Connection lost — reconnecting…',
      why: null,
      waiting: true,
    });
    expect(connectionWords('lost', false, true, 'host')?.why).toBe(HOST_STOPPED);
    expect(connectionWords('lost', false, true, 'guest')?.why).toBe(HOST_NOT_ANSWERING);
    expect(HOST_STOPPED).toMatch(/Start it again/);
    expect(HOST_NOT_ANSWERING).toMatch(/reconnects by itself/);
  });

  it('says nothing while connected, and mentions a first connection only once it is slow', () => {
    expect(connectionWords('open', true, true, 'host')).toBeNull();
    expect(connectionWords('connecting', false, false, 'guest')).toBeNull();
    expect(connectionWords('connecting', true, false, 'guest')?.message).toBe('Connecting to the table…');
  });

  it('says so when a lost connection comes back, without a spinner', () => {
    expect(connectionWords('open', false, false, 'host', true)).toEqual({
      message: BACK_AGAIN,
      why: null,
      waiting: false,
    });
    expect(connectionWords('open', false, false, 'guest', false)).toBeNull();
  });
});
