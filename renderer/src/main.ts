import '@fontsource/poiret-one/400.css';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/400-italic.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import '@fontsource/bebas-neue/400.css';
import '@fontsource/special-elite/400.css';
import './styles/theme.css';
import { mount } from 'svelte';
import App from './App.svelte';
import { isGuestPage } from './guest/page';

const target = document.getElementById('app');
if (!target) throw new Error('Mob Night: index.html has no #app element.');

// A page a network table served is a guest's: the join screen and the guest's own seat, nothing else
// (its own chunk: the host's first screen does not wait for it).
if (isGuestPage()) void import('./guest/Guest.svelte').then((m) => mount(m.default, { target }));
else mount(App, { target });
