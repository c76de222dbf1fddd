import { describe, expect, it } from 'vitest';
import { gangsters } from '@core/games/gangsters/game';
import { act, FIVE_SEATS, RED, start, st } from '@core/games/gangsters/testing/game-play';
import { gangstersView } from '@core/games/gangsters/view';
import { same } from '../../../table/narrow';
import { groups, nextStep, type GAction } from './legal';
import { shotsOf } from './cues';
import { viewEdition } from './g-view';
import { shootoutQuestion, splitWords } from './question';
import { gangstersPromptText } from './setup';
import { actionWords, valueWords } from './words';

const namer = { place: (id: string) => id, seat: (s: number) => ['Red', 'Yellow', 'Green', 'Brown'][s] ?? '?' };
const YELLOW = 1;
const GREEN = 2;

describe('a Shootout question on screen (the G-12.8 example)', () => {
  const m0 = start(`
    turn green move
    dice red=1 green=1 blue=6 white=1 black=1
    cash red=5000 yellow=5000 green=5000 brown=5000
    gang green racketeer=2@mercury-motors thug=6@s12-4/east
    gang yellow racketeer=3@lous-diner
    gang brown racketeer=2@dunkels-donuts
    gang red racketeer=2@westgate-hotel
    joint lous-diner yellow
    joint westgate-hotel red
    public 1@lous-diner
    public 2@s10-5/south`);

  it('G-12.4 Yellow is asked who absorbs the hits, each way offered whole and in words, each one the host lists', () => {
    let m = act(m0, GREEN, { type: 'move', piece: 'thug', to: 'lous-diner', facing: null, criminal: true }).m;
    const ended = act(m, GREEN, { type: 'end-move' }, [4, 4, 5, 1, 4, 2, 3, 4, 4, 5, 6]);
    m = ended.m;
    // The dice thrown, as the table lays them out from the engine's own lines (G-12.2).
    const fights = shotsOf(ended.events, namer);
    expect(fights[0]?.shots.find((x) => x.rolls.length === 6)).toMatchObject({ rolls: [2, 3, 4, 4, 5, 6], hits: 2 });
    expect(fights[0]?.shots.map((x) => x.who).join(' ')).not.toContain('{seat:');
    const s = st(m);
    expect(gangsters.pending(s)[0]).toMatchObject({ seat: YELLOW, kind: 'absorb' });
    const legal = (gangsters.legal(s, YELLOW) ?? []) as unknown as GAction[];
    const view = gangstersView(s, YELLOW);
    expect(shootoutQuestion(view.shootout, YELLOW, namer)).toBe(
      'Your side takes hits at lous-diner: choose who absorbs them.',
    );
    expect(shootoutQuestion(view.shootout, GREEN, namer)).toBeNull();
    const g = groups(legal);
    expect(g.map((x) => x.type)).toEqual(['absorb']);
    const words = (g[0]?.actions ?? []).map((a) => actionWords(a, namer));
    expect(words).toContain('Yellow’s Racketeer takes 2');
    // The example's choice is among them, exactly as the host lists it.
    const chosen = g[0]?.actions.find((a) => same(a, { type: 'absorb', alloc: { '1:racketeer': 2, guard: 0 } }));
    expect(chosen).toBeDefined();
  });

  it('G-11.4 a split of hits reads by side', () => {
    const sh = {
      stage: 'aim',
      questions: [{ kind: 'aim', seat: GREEN, fight: 0, unit: '2:thug', sides: [YELLOW, -1] }],
      hits: [],
      busts: {},
      fights: [],
    } as never;
    expect(splitWords(sh, [2, 1], namer)).toBe('2 on Yellow, 1 on the Cops');
    expect(
      nextStep([
        { type: 'aim', split: [2, 1] },
        { type: 'aim', split: [3, 0] },
      ]),
    ).toEqual({
      path: 'split',
      values: [
        [2, 1],
        [3, 0],
      ],
    });
  });
});

describe('a kind of decision the table has no words for yet', () => {
  it('still reads as a button from its fields, places by name', () => {
    const a = { type: 'seduced-to', joint: 'huffs-cafe', seat: 2 } as unknown as GAction;
    const named = { ...namer, place: (id: string) => (id === 'huffs-cafe' ? 'Huff’s Café' : id) };
    expect(actionWords(a, named)).toBe('Seduced to: Huff’s Café, 2');
    expect(valueWords('joint', 'huffs-cafe', named)).toBe('Huff’s Café');
  });
});

describe('G-13.1 a seduction in words', () => {
  it('names whom she seduces and, where the host says, the Joint he goes to', () => {
    const named = { ...namer, place: (id: string) => (id === 'huffs-cafe' ? 'Huff’s Café' : id) };
    expect(valueWords('seduce', [{ seat: 2, kind: 'thug' }], named)).toBe('Seduce Green’s Thug');
    expect(valueWords('seduce', [{ seat: 2, kind: 'thug', at: 'huffs-cafe' }], named)).toBe(
      'Seduce Green’s Thug (he joins you at Huff’s Café)',
    );
    expect(valueWords('seduce', [], named)).toBe('Seduce nobody');
  });
});

/**
 * Red's Racketeer walks onto s2-0, where Yellow's criminal Thug and Cop 5 stand (G-11.4): the panel's
 * prompt and the question under it, as Red's screen shows them.
 */
function streetHitPanel(engine = ''): { prompt: string; question: string | null } {
  let m = start(`${engine}
    ${FIVE_SEATS}
    gang yellow thug=2@s2-0/west/criminal
    cop 5@s2-0/east
    turn red move
    dice red=1 green=2 blue=1 white=1 black=1`);
  m = act(m, RED, { type: 'move', piece: 'racketeer', to: 's2-0', facing: 'east', criminal: true }).m;
  m = act(m, RED, { type: 'end-move' }).m;
  const view = gangstersView(st(m), RED);
  const place = (id: string) => (id === 's2-0' ? 'Lincoln Boulevard, 2 spaces east of Westgate Road' : id);
  return {
    prompt: gangstersPromptText(gangsters.pending(st(m))[0]?.prompt ?? '', (x) => namer.seat(x)),
    question: shootoutQuestion(view.shootout, RED, { ...namer, place }, viewEdition(view)),
  };
}

describe('the Shootout panel says a thing once', () => {
  it('G-11.4 the prompt names the street; the question under it says whom the Hit may go on, not the street again', () => {
    const { prompt, question } = streetHitPanel();
    expect(prompt).toMatch(/^Red: declare your Racketeer's Hit at [A-Z].*, or none \(G-11\.4\)\.$/);
    expect(question).toBe('It may be on the Cops or Yellow, or you may declare none.');
  });

  it('G-11.4 a game begun under engine version 8, whose prompt says "on the street", keeps the street in the question', () => {
    const { prompt, question } = streetHitPanel('engine 8');
    expect(prompt).toContain('on the street');
    expect(question).toBe(
      'Your Racketeer went into Lincoln Boulevard, 2 spaces east of Westgate Road: you may declare a Hit on the Cops or Yellow.',
    );
  });
});
