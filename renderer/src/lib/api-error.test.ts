import { describe, expect, it } from 'vitest';
import { isTransportError, TRANSPORT_ERRORS } from './api-error';

describe('errors the connection raises, told apart from a rule saying no', () => {
  it('a dropped connection is not a refusal, and its words say to look whether the move was made', () => {
    expect(isTransportError(TRANSPORT_ERRORS.disconnected)).toBe(true);
    expect(isTransportError(TRANSPORT_ERRORS.timeout)).toBe(true);
    expect(TRANSPORT_ERRORS.disconnected.message).toMatch(/see whether the move was made/);
    expect(
      isTransportError({ code: 'ILLEGAL', clause: 'G-6.5', message: 'A piece may not enter a space twice.' }),
    ).toBe(false);
  });
});
