/**
 * Code loaded on first use, so the first screen waits only for what it shows. A loader returns the
 * module itself once it has arrived (a template's `{#await}` then draws it at once, with no empty
 * frame), and until then the one promise of it; a failed load is tried afresh the next time.
 */
export type Lazy<T> = () => T | Promise<T>;

export function lazy<T>(load: () => Promise<T>): Lazy<T> {
  let loaded: { value: T } | null = null;
  let pending: Promise<T> | null = null;
  return () => {
    if (loaded) return loaded.value;
    pending ??= load().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (e: unknown) => {
        pending = null;
        throw e;
      },
    );
    return pending;
  };
}

/** Loads every one of `loaders` when the browser is idle, so a later change of screen is instant. */
export function prefetch(loaders: readonly Lazy<unknown>[]): void {
  const all = () => {
    for (const load of loaders) void Promise.resolve(load()).catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(all, { timeout: 2000 });
  else setTimeout(all, 200);
}
