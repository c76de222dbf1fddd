import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenarioFile } from './scenario-file';

describe('scenario files', () => {
  it('splits the game, its position (line numbers kept) and the scripted actions', () => {
    const r = parseScenarioFile(
      [
        '# a bug report',
        'game gangsters',
        'players 4',
        'turn green buy',
        '---',
        '2 {"type":"roll"} dice=2,1,4,5,3',
        '',
        '0 {"type":"fine","seat":2} draws=0',
      ].join('\n'),
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.gameId).toBe('gangsters');
    expect(r.value.position.split('\n')[2]).toBe('players 4');
    expect(r.value.actions).toEqual([
      { line: 6, seat: 2, action: { type: 'roll' }, dice: [2, 1, 4, 5, 3] },
      { line: 8, seat: 0, action: { type: 'fine', seat: 2 }, draws: [0] },
    ]);
  });

  it.each([
    ['players 4', /Line 1: a scenario starts with "game <id>"/],
    ['game gangsters\n---\ntwo {"type":"roll"}', /Line 3: an action line is/],
    ['game gangsters\n---\n1 {type:roll}', /Line 3: the action is not valid JSON/],
  ])('refuses %j with a message naming the line', (text, message) => {
    const r = parseScenarioFile(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('game x', '---', '1 {}', 'dice=1,2')), { maxLength: 8 }),
        (parts) => {
          expect(typeof parseScenarioFile(parts.join('\n')).ok).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
  });
});
