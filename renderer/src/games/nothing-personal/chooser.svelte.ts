/**
 * One set of choices being made: which group (a card, a kind of action) and the fields picked so
 * far. The action list is read through a function, so a new update re-derives everything; a
 * selection the new list no longer allows simply falls back to the start.
 */
import { distinct } from '../../table/narrow';
import { groups, narrow, nextStep, type Action, type Group, type Pick, type Step } from './choices';

/**
 * How a card is most often used: a card that can place its markers starts there, any other card with
 * its first way (its action before discarding it), so no "How?" is asked before its targets glow.
 */
const FIRST_WAY = 'play';

export class Chooser {
  group = $state<string | null>(null);
  picks = $state.raw<readonly Pick[]>([]);

  constructor(private readonly list: () => readonly Action[]) {}

  get groups(): Group[] {
    return groups(this.list());
  }
  get current(): Group | null {
    return this.groups.find((g) => g.key === this.group) ?? null;
  }
  /** The variants still possible; empty when nothing (or nothing valid) is chosen. */
  get candidates(): Action[] {
    const g = this.current;
    return g ? narrow(g.actions, this.picks) : [];
  }
  get step(): Step | null {
    const c = this.candidates;
    return c.length > 0 ? nextStep(c) : null;
  }
  /** The one action left, once every field is settled. */
  get ready(): Action | null {
    const c = this.candidates;
    return c.length > 0 && nextStep(c) === null ? (c[0] ?? null) : null;
  }
  get active(): boolean {
    return this.candidates.length > 0;
  }

  /**
   * Chooses a group. A card starts with its first way already taken (placing its markers where it
   * can), so its targets glow at once; the card's other ways stay one click away (`otherWays`).
   */
  choose(key: string): void {
    this.group = key;
    const ways = this.ways(key);
    const first = ways.includes(FIRST_WAY) ? FIRST_WAY : ways[0];
    this.picks = ways.length > 1 && first ? [{ path: 'type', value: first }] : [];
  }
  /** Nothing picked yet beyond the way taken for a card: another group may still be chosen instead. */
  get fresh(): boolean {
    return this.picks.length === 0 || (this.picks.length === 1 && this.picks[0]?.path === 'type');
  }
  /** The card's other ways than the one taken for it (discard it, use its action), while only that is picked. */
  get otherWays(): string[] {
    const g = this.group;
    if (!g || this.picks.length !== 1 || this.picks[0]?.path !== 'type') return [];
    return this.ways(g).filter((w) => w !== this.picks[0]?.value);
  }
  /** Takes another way for the chosen card, in place of the one taken for it. */
  switchWay(way: string): void {
    this.picks = [{ path: 'type', value: way }];
  }
  private ways(key: string): string[] {
    const g = this.groups.find((x) => x.key === key);
    return g ? (distinct(g.actions, 'type') as string[]) : [];
  }
  /**
   * Picks a value. Returns the action to send at once when that single answer settled a simple
   * choice (a position, a family, how many), or when a click on a glowing target on the chart
   * (`onTarget`) settled the last question of any choice, a card play included: the target is the
   * confirmation. Other card plays and longer choices wait for a confirm.
   */
  pick(path: string, value: unknown, onTarget = false): Action | null {
    this.picks = [...this.picks, { path, value }];
    const r = this.ready;
    if (!r) return null;
    return onTarget || (this.picks.length === 1 && !this.group?.startsWith('card:')) ? r : null;
  }
  back(): void {
    // A way taken for the player (the card's first way) goes with the card.
    const preset = this.picks.length === 1 && this.picks[0]?.path === 'type' && this.ways(this.group ?? '').length > 1;
    if (this.picks.length > 0 && !preset) this.picks = this.picks.slice(0, -1);
    else {
      this.group = null;
      this.picks = [];
    }
  }
  reset(): void {
    this.group = null;
    this.picks = [];
  }
}
