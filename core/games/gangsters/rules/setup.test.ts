/** Beginning play (G-4.3): secret starting placement in the Gang's own Joints, revealed together. */
import { describe, expect, it } from 'vitest';
import { createMatch, type Match } from '../../../engine/match';
import { redactEvents } from '../../../engine/events';
import { gangsters } from '../game';
import { gangstersView } from '../view';
import { act, BROWN, GREEN, RED, refusal, st, YELLOW } from '../testing/game-play';

/** Red is player #1 (G-3.1); each Gang drafts three cheap Joints and records a small Gang. */
function afterRecruiting(): Match {
  const created = createMatch(
    gangsters,
    { options: {}, seats: 4, seed: 'g43' },
    { kind: 'script', dice: [6, 6, 6, 6, 6, ...Array<number>(15).fill(1)] },
  );
  if (!created.ok) throw new Error(created.error.message);
  let m = created.value.match;
  const picks = [
    ['huffs-cafe', 'eagle-ice-works', 'hudson-cold-storage', 'acme-junk-yard'],
    ['kowalskis-bakery', 'smc-cartage', 'tannery-row-hides', 'eastgate-freight-depot'],
    ['ace-garage', 'pier-9-warehouse', 'mill-street-lumber', 'dixie-shoeshine'],
  ];
  for (const round of picks) round.forEach((b, seat) => (m = act(m, seat, { type: 'draft', building: b }).m));
  for (const seat of [RED, YELLOW, GREEN, BROWN])
    m = act(m, seat, { type: 'recruit-plan', racketeer: 2, thug: 1, vamp: seat === BROWN ? 0 : 1 }).m;
  return m;
}

describe('G-4.3 setup', () => {
  it('G-4.3 each Gang records its starting Joints in secret; the others see only that it has', () => {
    let m = afterRecruiting();
    expect(st(m).phase).toBe('place');
    const r = act(m, YELLOW, {
      type: 'placement',
      racketeer: 'eagle-ice-works',
      thug: 'eagle-ice-works',
      vamp: 'smc-cartage',
    });
    m = r.m;
    const seenByRed = gangstersView(st(m), RED) as { setupPlacements: unknown[]; gangs: { pieces: unknown }[] };
    expect(seenByRed.setupPlacements[YELLOW]).toEqual({ racketeer: 'hidden', thug: 'hidden', vamp: 'hidden' });
    expect(seenByRed.gangs[YELLOW]?.pieces).toEqual({ racketeer: null, thug: null, vamp: null });
    const redLog = redactEvents(r.events, RED)
      .map((e) => e.text)
      .join(' ');
    expect(redLog).not.toMatch(/Eagle|SMC/);
    expect(gangsters.pending(st(m)).map((p) => p.seat)).toEqual([RED, GREEN, BROWN]);
  });

  it('G-4.3 every gangster starts in one of its own Joints, and only recruited types are placed', () => {
    const m = afterRecruiting();
    const yellowsJoint = { type: 'placement', racketeer: 'eagle-ice-works', thug: 'huffs-cafe', vamp: 'huffs-cafe' };
    expect(refusal(m, RED, yellowsJoint).clause).toBe('G-4.3');
    const noVamp = { type: 'placement', racketeer: 'acme-junk-yard', thug: 'acme-junk-yard', vamp: 'acme-junk-yard' };
    expect(refusal(m, BROWN, noVamp).code).toBe('NO_SUCH_PIECE');
  });

  it('G-4.3 once all have recorded, every piece is placed at once and player #1 takes the first turn', () => {
    let m = afterRecruiting();
    m = act(m, RED, { type: 'placement', racketeer: 'huffs-cafe', thug: 'huffs-cafe', vamp: 'kowalskis-bakery' }).m;
    m = act(m, YELLOW, { type: 'placement', racketeer: 'smc-cartage', thug: 'smc-cartage', vamp: 'smc-cartage' }).m;
    m = act(m, GREEN, {
      type: 'placement',
      racketeer: 'hudson-cold-storage',
      thug: 'hudson-cold-storage',
      vamp: 'mill-street-lumber',
    }).m;
    expect(st(m).gangs[RED]?.pieces.racketeer).toBeNull(); // nothing on the board until all are in
    const r = act(m, BROWN, { type: 'placement', racketeer: 'acme-junk-yard', thug: 'dixie-shoeshine', vamp: null });
    const s = st(r.m);
    expect(s.gangs[RED]?.pieces.vamp).toEqual({ at: 'kowalskis-bakery', facing: null, criminal: false });
    expect(s.gangs[BROWN]?.pieces.thug?.at).toBe('dixie-shoeshine');
    expect(r.events.filter((e) => e.type === 'placement-reveal' && e.visibility === 'public')).toHaveLength(4);
    expect(s.phase).toBe('buy');
    expect(s.turn.seat).toBe(RED);
  });
});
