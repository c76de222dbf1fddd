import { describe, expect, it } from 'vitest';
import { parse } from './router.svelte';

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
