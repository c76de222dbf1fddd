/**
 * The app's sticky top bar, as the screens below it need it: its height in CSS px, kept up to date by
 * TopBar.svelte as it wraps or the text grows (0 before it is drawn). A screen sized to the window under
 * the bar (Nothing Personal's table in a short window) reads it here rather than finding the bar in the page.
 */
export const topBar = $state({ height: 0 });
