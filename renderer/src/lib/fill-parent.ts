/**
 * A Svelte action for an SVG drawn to fill its parent (a game board, Nothing Personal's chart): it is
 * sized in pixels from the parent's box, kept up to date as the parent resizes, instead of by
 * `width: 100%; height: 100%`. Sized in percent, the browser laid out every shape in the SVG again each
 * time anything in it changed: on a city board, thousands of shapes at every piece moved or place lit,
 * several times a move, which held a two-core machine to about half the moves a second.
 *
 * The SVG sits at the parent's top left (`position: absolute; inset: 0` in its own styles): the parent is
 * positioned and takes its size from the layout, not from the SVG.
 */
export function fillParent(svg: SVGSVGElement): { destroy: () => void } {
  const parent = svg.parentElement;
  if (!parent) return { destroy: () => undefined };
  // Both sizes read before either is set: setting the width first made reading the height lay the whole
  // page out again, at every resize and at every mount. A size that is already right is left alone.
  const fit = (): void => {
    const width = String(parent.clientWidth);
    const height = String(parent.clientHeight);
    if (svg.getAttribute('width') !== width) svg.setAttribute('width', width);
    if (svg.getAttribute('height') !== height) svg.setAttribute('height', height);
  };
  fit();
  const watch = new ResizeObserver(fit);
  watch.observe(parent);
  return { destroy: () => watch.disconnect() };
}
