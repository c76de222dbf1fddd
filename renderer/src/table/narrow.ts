/**
 * Narrowing a seat's legal actions to one, a field at a time, without knowing any rule: every game's
 * board uses these to turn the host's list into clicks. Actions are plain JSON objects.
 */

/** A field of an action by path ("targets.0", "markers.1.owner"); undefined when absent. */
export function field(a: unknown, path: string): unknown {
  if (path === '') return a;
  let v: unknown = a;
  for (const k of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

/** Same JSON value (actions and their fields are plain JSON). */
export const same = (x: unknown, y: unknown): boolean => JSON.stringify(x) === JSON.stringify(y);

export interface Pick {
  readonly path: string;
  readonly value: unknown;
}

/** The variants still possible after the picks made so far. */
export function narrow<A>(actions: readonly A[], picks: readonly Pick[]): A[] {
  return actions.filter((a) => picks.every((p) => same(field(a, p.path), p.value)));
}

/** The distinct values of one field among `actions`, in the order the host listed them. */
export function distinct(actions: readonly unknown[], path: string): unknown[] {
  const values: unknown[] = [];
  for (const a of actions) {
    const v = field(a, path);
    if (!values.some((x) => same(x, v))) values.push(v);
  }
  return values;
}

/** The first of `paths` whose value still differs among `actions`, with its values; null when none does. */
export function firstOpen(
  actions: readonly unknown[],
  paths: readonly string[],
): { readonly path: string; readonly values: readonly unknown[] } | null {
  for (const path of paths) {
    const values = distinct(actions, path);
    if (values.length > 1) return { path, values };
  }
  return null;
}
