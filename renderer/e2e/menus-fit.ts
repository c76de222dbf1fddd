/**
 * Whether each menu (`select`) on a page shows its chosen option whole: a family reads the closed menu, so
 * "Nothing Personal — Mum, Vinny, Legs ·…" or "(only this comp…" hides what was chosen.
 */
import type { Page } from '@playwright/test';

/**
 * The menus in `main` whose chosen option's words do not fit the closed menu, each as its chosen words with
 * the room it needs and has (CSS pixels). The room needed is measured on a copy of the menu holding only the
 * chosen option, sized to its words (the browser's own padding and arrow included).
 */
export async function cutMenus(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLSelectElement>('main select'))
      .filter((s) => s.offsetParent !== null && s.selectedOptions.length > 0)
      .flatMap((s) => {
        const chosen = s.selectedOptions[0]!.text;
        const copy = s.cloneNode(false) as HTMLSelectElement;
        copy.append(new Option(chosen));
        Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', width: 'auto', maxWidth: 'none' });
        s.parentElement!.append(copy);
        const needs = copy.getBoundingClientRect().width;
        copy.remove();
        const has = s.getBoundingClientRect().width;
        return needs > has + 0.5 ? [`"${chosen}" needs ${Math.ceil(needs)}px, has ${Math.floor(has)}px`] : [];
      }),
  );
}
