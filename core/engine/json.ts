/** Game state, actions, options and events are plain JSON: hashable, storable, sendable. */
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/**
 * Returns the path of the first value that is not plain JSON (a class instance, a Map, undefined,
 * NaN, a function, a cycle…), or null when the whole value is plain JSON.
 */
export function findNonJson(value: unknown, path = '$', seen: Set<object> = new Set()): string | null {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : path;
    case 'object':
      break;
    default:
      return path;
  }
  const obj = value as object;
  if (seen.has(obj)) return `${path} (cycle)`;
  seen.add(obj);
  try {
    if (Array.isArray(obj)) {
      for (let i = 0; i < obj.length; i++) {
        if (!(i in obj)) return `${path}[${i}] (hole)`;
        const bad = findNonJson(obj[i], `${path}[${i}]`, seen);
        if (bad) return bad;
      }
      return null;
    }
    const proto = Object.getPrototypeOf(obj) as unknown;
    if (proto !== Object.prototype && proto !== null) return `${path} (not a plain object)`;
    for (const [key, child] of Object.entries(obj)) {
      const bad = findNonJson(child, `${path}.${key}`, seen);
      if (bad) return bad;
    }
    return null;
  } finally {
    seen.delete(obj);
  }
}

/** Throws (a bug, never a user error) when `value` is not plain JSON. */
export function assertPlainJson(value: unknown, what = 'value'): void {
  const bad = findNonJson(value);
  if (bad) throw new Error(`${what} is not plain JSON at ${bad}`);
}

/** JSON text with object keys sorted, so equal values always give equal text. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => stableStringify(v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

/** A deep copy through JSON; for tests and for detaching values from shared references. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
