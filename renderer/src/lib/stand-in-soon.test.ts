import { describe, expect, it } from 'vitest';
import type { LanStatus, PublicSeat } from '@core/protocol';
import { awayNowNote, comingLine, standInComing, waitWords } from './stand-in-soon';

const kid: PublicSeat = { seat: 1, status: 'held', name: 'Kid', away: true };
const normal: LanStatus['standIn'] = { afterSeconds: 60, level: 'normal' };

function status(seats: PublicSeat[], standIn: LanStatus['standIn']): LanStatus {
  return {
    on: true,
    addresses: [],
    address: '127.0.0.1',
    port: 47800,
    savedPort: 47800,
    code: 'ABCDEF',
    joinUrl: null,
    qrSvg: null,
    matchId: 'm',
    seats,
    requests: [],
    discoveryProblem: null,
    standIn,
  };
}

describe('a computer player coming for an away seat', () => {
  it('is said as soon as the host wants one, until it plays', () => {
    expect(comingLine(standInComing(kid, normal)!)).toBe(
      'away — Computer — Normal stands in within a minute unless they are back',
    );
    expect(standInComing(kid, null)).toBeNull();
    expect(standInComing({ ...kid, standIn: 'normal' }, normal)).toBeNull();
    expect(standInComing({ ...kid, away: false }, normal)).toBeNull();
    expect(standInComing({ seat: 2, status: 'host', name: 'Legs', computer: 'normal' }, normal)).toBeNull();
  });

  it('says the wait as a person would', () => {
    expect(waitWords(5)).toBe('5 seconds');
    expect(waitWords(60)).toBe('a minute');
    expect(waitWords(120)).toBe('2 minutes');
  });

  it('names who is away already when the host chooses a stand-in', () => {
    const dad: PublicSeat = { seat: 0, status: 'host', name: 'Dad' };
    expect(awayNowNote(status([dad, kid], normal))).toBe(
      'Kid is away already: a computer player (Normal) stands in for them within a minute, unless they are back first.',
    );
    const nonna: PublicSeat = { seat: 2, status: 'held', name: 'Nonna', away: true };
    expect(awayNowNote(status([dad, kid, nonna], { afterSeconds: 60, level: 'hard' }))).toBe(
      'Kid and Nonna are away already: a computer player (Hard) stands in for each of them within a minute, unless they are back first.',
    );
    expect(awayNowNote(status([dad, { ...kid, standIn: 'easy' }], normal))).toBe('');
    expect(awayNowNote(status([dad, kid], null))).toBe('');
  });
});
