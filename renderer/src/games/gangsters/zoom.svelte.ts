/** The board zoom is shared by every game's map: it lives in lib/zoom.svelte.ts. */
export { MAX_ZOOM, ZoomPan, type ViewBox } from '../../lib/zoom.svelte';
