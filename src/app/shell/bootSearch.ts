/**
 * The search form of the precached page (index.html, shown by its inline script): a GET form
 * to /search?q=…, usable before the app has started (Enter then changes the address without a
 * page load, and the app opens the results as it starts). The app takes it over: the
 * header's box gets what was typed there, the caret and the focus, and the form goes. The words
 * it shows (the box's name and placeholder, the page's language and direction) are the ones the
 * app last showed, saved here for the next start.
 */

/** The id of the form's container in index.html. */
export const BOOT_SEARCH_ID = 'boot-search';
/** Where the words are saved; index.html's inline script reads the same key. */
export const BOOT_WORDS_KEY = 'field-console.boot-search';

export interface BootSearchState {
  readonly value: string;
  readonly focused: boolean;
  readonly selectionStart: number | null;
  readonly selectionEnd: number | null;
}

export interface BootWords {
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly label: string;
  readonly placeholder: string;
}

let taken: BootSearchState | undefined;

function bootInput(): HTMLInputElement | null {
  // Rendered without a page (to a string), there is no form.
  if (typeof document === 'undefined') return null;
  const input = document.getElementById(BOOT_SEARCH_ID)?.querySelector('input');
  return input instanceof HTMLInputElement ? input : null;
}

function stateOf(input: HTMLInputElement): BootSearchState {
  return {
    value: input.value,
    focused: document.activeElement === input,
    selectionStart: input.selectionStart,
    selectionEnd: input.selectionEnd,
  };
}

/** Whether the user has begun with the form (typed or focused it): the app's box should open. */
export function bootSearchInUse(): boolean {
  const input = bootInput();
  if (input === null) return taken !== undefined && (taken.focused || taken.value !== '');
  const state = stateOf(input);
  return state.focused || state.value !== '';
}

/**
 * Removes the form and returns what it held, once; later calls return the same state (or
 * undefined when the page had no form, or the app started without it).
 */
export function takeBootSearch(): BootSearchState | undefined {
  if (taken !== undefined) return taken;
  const input = bootInput();
  if (input === null) return undefined;
  taken = stateOf(input);
  document.getElementById(BOOT_SEARCH_ID)?.remove();
  return taken;
}

/** Saves the words of the form for the next start; storage refused (private mode) is no failure. */
export function saveBootWords(words: BootWords): void {
  try {
    localStorage.setItem(BOOT_WORDS_KEY, JSON.stringify(words));
  } catch {
    // Without saved words the next start shows no early form; the app's box serves.
  }
}
