/** Options both City guides offer the same way: the die, and the four facings. */

/** A segment of the Segments control (its `SegmentOption`): the value, what it shows, its spoken name. */
interface SegmentOption<T> {
  readonly value: T;
  readonly label: string;
  readonly name?: string;
}

type Facing = 'north' | 'east' | 'south' | 'west';

export const DIE_OPTIONS: readonly SegmentOption<number>[] = [1, 2, 3, 4, 5, 6].map((n) => ({
  value: n,
  label: String(n),
}));

const ARROWS: Readonly<Record<Facing, string>> = { north: '↑ N', east: '→ E', south: '↓ S', west: '← W' };

/** The facings as segments: an arrow and a letter to see, the direction's name to hear. */
export function facingOptions<F extends Facing>(facings: readonly F[]): SegmentOption<F>[] {
  return facings.map((f) => ({ value: f, label: ARROWS[f], name: f[0]!.toUpperCase() + f.slice(1) }));
}
