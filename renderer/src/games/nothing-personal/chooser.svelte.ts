/**
 * One set of choices being made: which group (a card, a kind of action) and the fields picked so
 * far. The action list is read through a function, so a new update re-derives everything; a
 * selection the new list no longer allows simply falls back to the start.
 */
import { groups, narrow, nextStep, type Action, type Group, type Pick, type Step } from './choices';

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

  choose(key: string): void {
    this.group = key;
    this.picks = [];
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
    if (this.picks.length > 0) this.picks = this.picks.slice(0, -1);
    else this.group = null;
  }
  reset(): void {
    this.group = null;
    this.picks = [];
  }
}
