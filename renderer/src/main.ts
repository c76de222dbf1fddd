import './lib/zod-setup';
import '@fontsource/poiret-one/400.css';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/400-italic.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import '@fontsource/bebas-neue/400.css';
import '@fontsource/special-elite/400.css';
import './styles/theme.css';
import { mount } from 'svelte';
import App from './App.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('Mob Night: index.html has no #app element.');

export default mount(App, { target });
