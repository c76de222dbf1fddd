/**
 * The duel sandbox: the duel plank on its own, over a seeded SuperGang position played by core's own
 * rules in the page (no host), for trying its feel and for the duel's screenshots. Served by Vite's dev
 * server at /src/games/supergang/duel/sandbox/index.html (renderer/e2e/supergang-duel.e2e.ts starts one);
 * it is not part of the app's build. Query: style=aim|dart|dice, reduced=1, watch=1 (as a spectator), clinic=1 (an
 * attack in the clinic).
 */
import '../../../../lib/zod-setup';
import '@fontsource/poiret-one/400.css';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import '@fontsource/bebas-neue/400.css';
import '@fontsource/special-elite/400.css';
import '../../../../styles/theme.css';
import { mount } from 'svelte';
import DuelSandbox from './DuelSandbox.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('The duel sandbox page has no #app element.');
const q = new URLSearchParams(location.search);
const style = q.get('style');
export default mount(DuelSandbox, {
  target,
  props: {
    style: style === 'dart' || style === 'dice' ? style : 'aim',
    reducedMotion: q.get('reduced') === '1',
    watch: q.get('watch') === '1',
    clinic: q.get('clinic') === '1',
  },
});
