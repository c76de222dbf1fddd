/**
 * The replay's controls as the board below them needs them: their height in CSS px, kept up to date by
 * ReplayControls.svelte (0 while no replay is shown). In a short window (a laptop's 1280×720 zoomed to 150%
 * is 480 px high) a replayed board takes the height left under the app's bar and the controls, so that both
 * are in sight at once, scrolled to (`replayBoardHeight` in replay-fit.ts).
 */
export const replayControls = $state({ height: 0 });
