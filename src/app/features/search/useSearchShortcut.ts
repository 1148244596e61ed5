/**
 * `/` from anywhere focuses the search box, unless the user is typing in a text field (or
 * holds a modifier key), as in most consoles and code hosts.
 */
import { useEffect, type RefObject } from 'react';

/** What the shortcut needs to know of the element that has focus. */
export interface FocusTarget {
  readonly tagName: string;
  readonly type?: string;
  readonly isContentEditable?: boolean;
  getAttribute?(name: string): string | null;
}

/** Input types that take no text: `/` there is still the shortcut. */
const NON_TEXT_INPUTS: ReadonlySet<string> = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

const TEXT_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/** Whether typing `/` into this element would type a slash. */
export function takesText(target: FocusTarget | null | undefined): boolean {
  if (target === null || target === undefined) return false;
  if (target.isContentEditable === true) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
  const role = target.getAttribute?.('role');
  return role !== null && role !== undefined && TEXT_ROLES.has(role);
}

export function useSearchShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      const active = document.activeElement;
      if (active instanceof HTMLElement && takesText(active)) return;
      const field = input.current;
      if (field === null) return;
      event.preventDefault();
      field.focus();
      field.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [input]);
}
