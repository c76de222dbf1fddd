/**
 * Keeps a keyboard player's place in a decision panel. Answering a question replaces its buttons, and
 * the focused button goes with them: the focus falls to the page, and the next Tab starts wherever the
 * browser guesses (in SuperGang, past the choices that are left, then round the whole page). With this
 * action on the panel, once the element focused in it is gone (removed, disabled or hidden) while
 * nothing else took the focus, the panel itself takes it: the next Tab reaches its first choice. Not
 * the choice itself, so that a second press of Enter or Space does not answer a question not yet read.
 *
 * Nothing moves while the focus is elsewhere: a click on the map or a field typed in keeps it, and after
 * a click anywhere outside the panel (blank space included) the panel does not take it back either.
 */

function usable(el: HTMLElement): boolean {
  if (el.matches(':disabled') || el.closest('[inert]')) return false;
  // Hidden (display: none, or not laid out) elements have no client rects.
  return el.getClientRects().length > 0;
}

/** Whether the focus was lost from `was`: the page holds it and `was` can no longer take it. */
export function focusLost(was: HTMLElement | null, active: Element | null, body: HTMLElement): boolean {
  if (!was || (active !== null && active !== body)) return false;
  return !was.isConnected || !usable(was);
}

export function keepFocus(panel: HTMLElement): { destroy: () => void } {
  /** The element last focused inside the panel, while the focus has not gone elsewhere since. */
  let was: HTMLElement | null = null;
  let queued = false;

  /**
   * The focused element let the focus go to nothing (disabled while a move is sent: the browser blurs it).
   * It may be usable again before the next frame (the answer came back at once, the same button now
   * another answer's), so by then it no longer looks lost: this says it was.
   */
  let dropped = false;
  const onFocusIn = (e: FocusEvent): void => {
    const t = e.target;
    was = t instanceof HTMLElement && panel.contains(t) ? t : null;
    dropped = false;
  };
  const onFocusOut = (e: FocusEvent): void => {
    if (was === null || e.target !== was || e.relatedTarget !== null) return;
    dropped = true;
    queue();
  };
  // A click elsewhere (blank space takes no focus, so no focusin says so) lets the panel go.
  const onPointerDown = (e: PointerEvent): void => {
    if (!(e.target instanceof Node && panel.contains(e.target))) was = null;
  };
  const restore = (): void => {
    queued = false;
    const active = document.activeElement;
    const fell = dropped && was !== null && (active === null || active === document.body);
    dropped = false;
    if (!fell && !focusLost(was, active, document.body)) return;
    // A panel drawn anew (the table's side set again by a move) hands the place on to the one now shown.
    if (panel.isConnected) panel.focus({ preventScroll: true });
    else focusPanel();
  };
  const queue = (): void => {
    if (queued || !was) return;
    queued = true;
    requestAnimationFrame(restore);
  };
  const observer = new MutationObserver(queue);
  // Focusable by script only: Tab does not stop on the panel itself.
  panel.tabIndex = -1;
  panel.dataset.keepsFocus = '';
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  document.addEventListener('pointerdown', onPointerDown, true);
  observer.observe(panel, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden'],
  });
  return {
    destroy() {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
      // Gone while holding the player's place: the decision panel drawn in its stead takes it.
      const held = was;
      if (held) requestAnimationFrame(() => focusLost(held, document.activeElement, document.body) && focusPanel());
    },
  };
}

/**
 * The decision panel shown now (`keepFocus`'s) takes the focus, when there is one that can; or, the game
 * over and no question left, what is shown in its stead (the final scores' title, `data-takes-focus`).
 */
function focusPanel(): boolean {
  for (const panel of document.querySelectorAll<HTMLElement>('[data-keeps-focus], [data-takes-focus]'))
    if (panel.isConnected && usable(panel)) {
      panel.focus({ preventScroll: true });
      return true;
    }
  return false;
}

/**
 * Whether the keyboard's place was last inside `el`: set as the focus moves in, cleared as it moves out or
 * a click lands elsewhere (a click on the page moves no focus, yet the person has left `el`).
 */
function focusWithin(el: HTMLElement): { inside: () => boolean; stop: () => void } {
  let inside = false;
  const onFocusIn = (e: FocusEvent): void => {
    inside = e.target instanceof Node && el.contains(e.target);
  };
  const onPointerDown = (e: PointerEvent): void => {
    if (!(e.target instanceof Node && el.contains(e.target))) inside = false;
  };
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('pointerdown', onPointerDown, true);
  return {
    inside: () => inside,
    stop() {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
    },
  };
}

/**
 * For a part of the table that holds the keys for a while and then goes (SuperGang's duel plank, over
 * the city until its last arrow): once it is gone with the focus in it, and the focus fell to the page,
 * the decision panel takes it (as `keepFocus` would), so the next Tab reaches the next question.
 */
export function handFocusOn(el: HTMLElement): { destroy: () => void } {
  const focus = focusWithin(el);
  return {
    destroy() {
      focus.stop();
      if (!focus.inside() && !el.contains(document.activeElement)) return;
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) focusPanel();
      });
    },
  };
}

/**
 * For answers drawn outside the decision panel that stop being answers once chosen (Nothing Personal's chart
 * positions, which glow and take the focus only while they answer the question): once the one focused there is
 * no longer a control (its tabindex gone, disabled, hidden or removed) and the focus fell to the page, the
 * decision panel takes it (as `keepFocus` would), so the next Tab reaches the next question.
 */
export function keepFocusFrom(area: Element): { destroy: () => void } {
  let was: Element | null = null;
  let queued = false;
  const control = (el: Element): boolean =>
    el.isConnected && (el as HTMLElement | SVGElement).tabIndex >= 0 && usable(el as HTMLElement);
  const onFocusIn = (e: FocusEvent): void => {
    was = e.target instanceof Element && area.contains(e.target) ? e.target : null;
  };
  const onPointerDown = (e: PointerEvent): void => {
    if (!(e.target instanceof Node && area.contains(e.target))) was = null;
  };
  const restore = (): void => {
    queued = false;
    const active = document.activeElement;
    // The browser may keep calling the element active for a moment after it stopped being focusable.
    const fell = active === null || active === document.body || (active === was && !control(active));
    if (was && fell && !control(was)) {
      was = null;
      focusPanel();
    }
  };
  const queue = (): void => {
    if (queued || !was) return;
    queued = true;
    requestAnimationFrame(restore);
  };
  const observer = new MutationObserver(queue);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('pointerdown', onPointerDown, true);
  observer.observe(area, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['tabindex', 'disabled', 'hidden'],
  });
  return {
    destroy() {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
    },
  };
}

/**
 * Keeps a keyboard player's place when the table it holds is set anew (a hot-seat table is, for each person
 * at the screen, and the panel that had the focus goes with the old one): when the focus was in the old
 * table and fell to the page, the new table's decision panel takes it (the panel, not a choice, as
 * `keepFocus` does) once it is there. A focus elsewhere is left alone.
 */
export function keepFocusAcross(holder: HTMLElement): { destroy: () => void } {
  const focus = focusWithin(holder);
  const restore = (): void => {
    const active = document.activeElement;
    if (!focus.inside() || (active !== null && active !== document.body) || !holder.isConnected) return;
    const panel = holder.querySelector<HTMLElement>('[data-keeps-focus]');
    if (panel && usable(panel)) panel.focus({ preventScroll: true });
  };
  // Only the table replaced (or its "Setting the table…" line): its own changes are `keepFocus`'s.
  const observer = new MutationObserver(() => requestAnimationFrame(restore));
  observer.observe(holder, { childList: true });
  return {
    destroy() {
      observer.disconnect();
      focus.stop();
    },
  };
}

/** Whether a key pressed in `target` is being typed into a field (so a shortcut must leave it alone). */
export function typingIn(target: EventTarget | null): boolean {
  const t = target as HTMLElement | null;
  return !!t && (t.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(t.tagName));
}
