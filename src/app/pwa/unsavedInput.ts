/**
 * Whether the page holds input a reload would lose: a form field the user changed since entering
 * it (its value when it took the focus, kept per element, differs from its value now), or an open
 * dialog with a field in it (a form under way). A field's own default value cannot tell: React
 * keeps a controlled field's default in step with its value. The fields of a search form
 * (role=search) do not count: a search is asked again in a moment, and a submitted one is in the
 * address.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';
const OPEN_DIALOG = 'dialog[open], [role="dialog"], [role="alertdialog"]';
/** Inputs that hold nothing the user entered (a picked file counts: its name is its value). */
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'hidden', 'image']);

/** Per field, its state when the user entered it. */
const entered = new WeakMap<Field, string>();
let watching = false;

function isField(target: unknown): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

function counts(field: Field): boolean {
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return false;
  return field.closest('[role="search"]') === null;
}

function stateOf(field: Field): string {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return String(field.checked);
  return field.value;
}

function remember(target: unknown): void {
  if (isField(target) && !entered.has(target)) entered.set(target, stateOf(target));
}

/** Starts keeping each field's state as the user enters it (once per page). */
export function watchUnsavedInput(doc: Document = document): void {
  if (watching) return;
  watching = true;
  // The field that has the focus already was entered before the watch began.
  remember(doc.activeElement);
  doc.addEventListener('focusin', (event) => {
    remember(event.target);
  });
}

/** Whether a reload now would lose what the user typed. */
export function hasUnsavedInput(doc: Document = document): boolean {
  for (const dialog of doc.querySelectorAll(OPEN_DIALOG)) {
    if ([...dialog.querySelectorAll(FIELDS)].some((field) => isField(field) && counts(field))) return true;
  }
  for (const field of doc.querySelectorAll(FIELDS)) {
    if (!isField(field) || !counts(field)) continue;
    const before = entered.get(field);
    if (before !== undefined && before !== stateOf(field)) return true;
  }
  return false;
}
