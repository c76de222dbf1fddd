/**
 * Work that measures the page (and so makes the browser lay it out), done once at the next frame however
 * many times it is asked for before then. A game of computer players, or a replay run through quickly, sends
 * updates faster than frames: measuring after each of them laid the page out once per update, not per frame.
 */
export function atNextFrame(
  work: () => void,
  frame: (callback: () => void) => unknown = requestAnimationFrame,
): () => void {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    frame(() => {
      queued = false;
      work();
    });
  };
}
