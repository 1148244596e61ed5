/**
 * What a test points at, the way a person sees the page: a role and its accessible name, a piece
 * of text, or (where the app names a region for tests) a test id; optionally inside another.
 * The engines' WebDriver has no such locators, so the search runs in the page (`locateInPage`,
 * serialised as its source text: it must use nothing from outside its own body).
 */
export type Name = string | RegExp;

export type Target = (
  | { readonly role: string; readonly name?: Name; readonly level?: number }
  | { readonly text: Name }
  | { readonly testId: string }
) & { readonly within?: Target };

/** A name as it crosses into the page: a RegExp does not survive JSON. */
type WireName = { readonly exact: string } | { readonly source: string; readonly flags: string };

export interface WireTarget {
  readonly role?: string;
  readonly name?: WireName;
  readonly level?: number;
  readonly text?: WireName;
  readonly testId?: string;
  readonly within?: WireTarget;
}

function wireName(name: Name): WireName {
  return typeof name === 'string' ? { exact: name } : { source: name.source, flags: name.flags };
}

export function toWire(target: Target): WireTarget {
  const within = target.within === undefined ? {} : { within: toWire(target.within) };
  if ('role' in target)
    return {
      role: target.role,
      ...(target.name === undefined ? {} : { name: wireName(target.name) }),
      ...(target.level === undefined ? {} : { level: target.level }),
      ...within,
    };
  if ('text' in target) return { text: wireName(target.text), ...within };
  return { testId: target.testId, ...within };
}

export function describeTarget(target: Target): string {
  const inside = target.within === undefined ? '' : ` in ${describeTarget(target.within)}`;
  if ('role' in target)
    return `${target.role}${target.name === undefined ? '' : ` "${String(target.name)}"`}${inside}`;
  if ('text' in target) return `text "${String(target.text)}"${inside}`;
  return `test id "${target.testId}"${inside}`;
}

/**
 * Runs in the page: every visible element `target` names, in document order. Implicit roles and
 * names cover what the console's markup uses (native controls, headings, lists, landmarks, and
 * explicit `role`, `aria-label`, `aria-labelledby`, `<label>`).
 */
export function locateInPage(target: WireTarget): Element[] {
  const squash = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (wanted: WireName, actual: string): boolean =>
    'exact' in wanted ? actual === wanted.exact : new RegExp(wanted.source, wanted.flags).test(actual);
  const visible = (element: Element): boolean => {
    const checker = element as Element & { checkVisibility?: () => boolean };
    if (typeof checker.checkVisibility === 'function') return checker.checkVisibility();
    return element.getClientRects().length > 0;
  };
  const implicitRole = (element: Element): string | undefined => {
    const tag = element.tagName.toLowerCase();
    const type = (element.getAttribute('type') ?? 'text').toLowerCase();
    switch (tag) {
      case 'a':
        return element.hasAttribute('href') ? 'link' : undefined;
      case 'button':
        return 'button';
      case 'input':
        if (['button', 'submit', 'reset'].includes(type)) return 'button';
        if (type === 'checkbox' || type === 'radio') return type;
        if (element.hasAttribute('list')) return 'combobox';
        return type === 'search' ? 'searchbox' : 'textbox';
      case 'textarea':
        return 'textbox';
      case 'select':
        return 'combobox';
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return 'heading';
      case 'li':
        return 'listitem';
      case 'ul':
      case 'ol':
        return 'list';
      case 'nav':
        return 'navigation';
      case 'main':
        return 'main';
      case 'header':
        return element.closest('main, article, section, aside, nav') === null ? 'banner' : undefined;
      case 'dialog':
        return 'dialog';
      case 'output':
        return 'status';
      case 'option':
        return 'option';
      case 'meter':
        return 'meter';
      case 'progress':
        return 'progressbar';
      default:
        return undefined;
    }
  };
  const role = (element: Element): string | undefined =>
    squash(element.getAttribute('role')).split(' ')[0] || implicitRole(element);
  const accessibleName = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy !== null) {
      const parts = labelledBy
        .split(/\s+/)
        .map((id) => squash(document.getElementById(id)?.textContent))
        .filter((part) => part !== '');
      if (parts.length > 0) return parts.join(' ');
    }
    const label = squash(element.getAttribute('aria-label'));
    if (label !== '') return label;
    const labels = (element as Partial<HTMLInputElement>).labels;
    if (labels !== undefined && labels !== null && labels.length > 0)
      return squash(Array.from(labels, (each) => each.textContent).join(' '));
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
      return squash(element.getAttribute('title') ?? element.getAttribute('placeholder'));
    if (element instanceof HTMLImageElement) return squash(element.alt);
    return squash(element.textContent);
  };
  const within = (scope: ParentNode, wanted: WireTarget): Element[] => {
    // The scope itself counts too: an alert whose own text is the words looked for holds them.
    const self = scope instanceof Element ? [scope] : [];
    const all = [...self, ...Array.from(scope.querySelectorAll('*'))].filter(visible);
    if (wanted.testId !== undefined)
      return all.filter((element) => element.getAttribute('data-testid') === wanted.testId);
    if (wanted.text !== undefined) {
      const text = wanted.text;
      const found = all.filter((element) => matches(text, squash(element.textContent)));
      // The innermost elements that hold the text, not every ancestor that also does.
      return found.filter((element) => !found.some((other) => other !== element && element.contains(other)));
    }
    return all.filter((element) => {
      if (role(element) !== wanted.role) return false;
      if (wanted.level !== undefined) {
        const level = element.getAttribute('aria-level') ?? element.tagName.slice(1);
        if (Number(level) !== wanted.level) return false;
      }
      return wanted.name === undefined || matches(wanted.name, accessibleName(element));
    });
  };
  const scopes: ParentNode[] = target.within === undefined ? [document] : locateInPage(target.within);
  const seen = new Set<Element>();
  const result: Element[] = [];
  for (const scope of scopes)
    for (const element of within(scope, target))
      if (!seen.has(element)) {
        seen.add(element);
        result.push(element);
      }
  return result;
}
