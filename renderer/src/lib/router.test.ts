import { describe, expect, it } from 'vitest';
import { NO_LAYERS, nextLayers, parse, type Layers } from './router.svelte';

describe('the addresses of the screens', () => {
  it('#/rules with no game named is the rules screen asking which game, not Home without a word', () => {
    expect(parse('#/rules')).toEqual({ route: 'rules', param: null, sub: null });
    expect(parse('#/rules/supergang')).toEqual({ route: 'rules', param: 'supergang', sub: null });
  });

  it('the other screens that need a thing named still go Home without one', () => {
    expect(parse('#/new')).toEqual({ route: 'home', param: null, sub: null });
    expect(parse('#/match')).toEqual({ route: 'home', param: null, sub: null });
  });
});

describe('the screens kept underneath', () => {
  const at = (hash: string) => parse(hash);
  const walk = (...hashes: string[]): Layers => {
    let layers = NO_LAYERS;
    for (let i = 1; i < hashes.length; i++) layers = nextLayers(layers, at(hashes[i - 1]!), at(hashes[i]!));
    return layers;
  };

  it('a City guide opened from the table keeps the table underneath; back at the table, nothing is', () => {
    expect(walk('#/match/m1', '#/city-guide')).toEqual({ origin: at('#/match/m1'), aid: null });
    expect(walk('#/match/m1', '#/city-guide', '#/match/m1')).toEqual(NO_LAYERS);
    expect(walk('#/replay/m1', '#/supergang-city')).toEqual({ origin: at('#/replay/m1'), aid: null });
  });

  it('rules read from a guide over the table keep both; back from them, the guide is still over the table', () => {
    const rules = walk('#/match/m1', '#/city-guide', '#/rules/gangsters/G-6.3');
    expect(rules).toEqual({ origin: at('#/match/m1'), aid: at('#/city-guide') });
    expect(walk('#/match/m1', '#/city-guide', '#/rules/gangsters/G-6.3', '#/rules/gangsters/G-6.4')).toEqual(rules);
    expect(walk('#/match/m1', '#/city-guide', '#/rules/gangsters/G-6.3', '#/city-guide')).toEqual({
      origin: at('#/match/m1'),
      aid: null,
    });
  });

  it('a guide opened from Home is a screen of its own, and the rules read from it keep it underneath', () => {
    expect(walk('#/', '#/city-guide')).toEqual(NO_LAYERS);
    expect(walk('#/', '#/city-guide', '#/rules/gangsters')).toEqual({ origin: at('#/city-guide'), aid: null });
    expect(walk('#/new/gangsters', '#/rules/gangsters/G-4.1')).toEqual({ origin: at('#/new/gangsters'), aid: null });
  });
});
