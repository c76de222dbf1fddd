/**
 * The engines' own words, before any table words them: every log line a random game writes counts in
 * plain English ("1 marker", "3 arrows"), never "marker(s)", for the command line, saved game files and
 * any reader of the events. (The table still reads games stored before this with its own fix-up.)
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, nextInt, seedRng, SIMULATION, type JsonValue } from '../engine';
import { GAME_MODULES } from './index';

const TABLES: Record<string, { seats: number; options: JsonValue }[]> = {
  'nothing-personal': [{ seats: 4, options: {} }],
  gangsters: [{ seats: 4, options: { turnCap: 30 } }],
  supergang: [
    { seats: 4, options: { turnCap: 30 } },
    { seats: 4, options: { turnCap: 30, police: true } },
  ],
};

describe('log lines count in plain English', () => {
  it.each(GAME_MODULES.map((m) => [m.def.id, m.def] as const))(
    '%s: no "(s)" in any line, and every decision that may be let pass says how',
    (id, def) => {
      const texts: string[] = [];
      const optional: string[] = [];
      for (const [t, table] of (TABLES[id] ?? [{ seats: def.minSeats, options: {} }]).entries()) {
        for (let g = 0; g < 3; g++) {
          const c = createMatch(def, { ...table, seed: `words-${t}-${g}` }, { kind: 'seeded' }, SIMULATION);
          if (!c.ok) throw new Error(c.error.message);
          let m = c.value.match;
          let rng = seedRng(`words-bot-${t}-${g}`);
          for (let n = 0; n < 1500 && !def.outcome(m.state); n++) {
            const pending = def.pending(m.state);
            for (const d of pending) if (d.optional) optional.push(d.prompt);
            const seat = pending[0]?.seat;
            if (seat === undefined) break;
            const legal = def.legal(m.state, seat) ?? [];
            if (legal.length === 0) break;
            const [i, next] = nextInt(rng, legal.length);
            rng = next;
            const step = applyAction(def, m, seat, legal[i], { kind: 'seeded' }, SIMULATION);
            if (!step.ok) throw new Error(step.error.message);
            for (const e of step.value.events) texts.push(e.text, e.others?.text ?? '');
            m = step.value.match;
          }
        }
      }
      expect(texts.length).toBeGreaterThan(500);
      expect(texts.filter((t) => /\w\(s\)/.test(t))).toEqual([]);
      // A decision a seat may let pass says so in its own words ("…, or let it stand.", "…again for free?"),
      // so no table has to add "(you may decline)" after it.
      expect(optional.filter((t) => !/\?$|\bor\b|^You may /.test(t))).toEqual([]);
    },
  );
});
