/**
 * A page whose own script failed to arrive (a guest's page on a busy network, say): it says so in plain words
 * with a button that loads it afresh, rather than staying blank. Older Chromiums keep a failed script until the
 * page is loaded again, so a reload is the sure way back; the game lives in the host that served the page.
 */
export function pageNotLoaded(target: HTMLElement, e: unknown): void {
  console.error('Mob Night: the page could not be loaded', e);
  const box = document.createElement('div');
  box.className = 'page-failed';
  const said = document.createElement('p');
  said.className = 'field-error';
  said.setAttribute('role', 'alert');
  said.textContent = 'This page could not be loaded. Reloading it brings it back; the game is kept at the table.';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn';
  button.textContent = 'Reload the page';
  button.addEventListener('click', () => location.reload());
  box.append(said, button);
  target.replaceChildren(box);
}
