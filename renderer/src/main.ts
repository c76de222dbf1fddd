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
import { pageNotLoaded } from './lib/page-failed';
import { retryFailedStylesheets } from './lib/stylesheet-retry';

// A screen whose stylesheet did not arrive the first time is drawn, and its stylesheet fetched again.
retryFailedStylesheets(window, (href) => {
  console.error(`Mob Night: the stylesheet ${href} could not be fetched.`);
  if (document.querySelector('.stylesheet-lost')) return;
  const note = document.createElement('p');
  note.className = 'field-error stylesheet-lost';
  note.setAttribute('role', 'alert');
  note.textContent = 'Part of this screen’s look could not be loaded. Reloading the page brings it back.';
  document.body.prepend(note);
});

const target = document.getElementById('app');
if (!target) throw new Error('Mob Night: index.html has no #app element.');

// A page a network table served is a guest's: the join screen and the guest's own seat, nothing else
// (its own chunk: the host's first screen does not wait for it).
if (isGuestPage())
  void import('./guest/Guest.svelte').then(
    (m) => mount(m.default, { target }),
    (e: unknown) => pageNotLoaded(target, e),
  );
else mount(App, { target });
