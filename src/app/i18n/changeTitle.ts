/**
 * A change's title in the language of the moment. A change is queued with its title as data
 * (src/contract/changeTitle.ts: a key, the names, the console's words by key, numbers), and
 * every place that shows it — the outbox, a form's status, an announcement — words it here, so
 * a change queued in German reads in Arabic once the user switches. An entry without that data
 * (queued by an earlier version, or given as text) shows the words it was queued with.
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import { isChangeTitle, type ChangeTitle } from '../../contract/changeTitle';
import type { DetailsKey, DevopsKey, GlossaryKey, LicensesKey, OncallKey, SearchUiKey } from './keys';

/** The namespaces a title's words come from: a screen that words titles loads them. */
export const TITLE_NAMESPACES = ['details', 'devops', 'licenses', 'searchUi', 'glossary', 'oncall'] as const;

export type TitleKey =
  | `details:${DetailsKey}`
  | `devops:${DevopsKey}`
  | `licenses:${LicensesKey}`
  | `searchUi:${SearchUiKey}`
  | `glossary:${GlossaryKey}`
  | `oncall:${OncallKey}`;

export interface TitleParts {
  /** Names as the tenancy or the user wrote them: `{ name: 'web' }`. */
  readonly names?: Readonly<Record<string, string>>;
  /** The console's own words, by key: `{ type: 'devops:resource.project.title' }`. */
  readonly words?: Readonly<Record<string, TitleKey>>;
  readonly numbers?: Readonly<Record<string, number>>;
}

/** A title as data, its key and words typed where it is made. */
export function changeTitle(key: TitleKey, parts: TitleParts = {}): ChangeTitle {
  return {
    key,
    ...(parts.names === undefined ? {} : { names: parts.names }),
    ...(parts.words === undefined ? {} : { words: parts.words }),
    ...(parts.numbers === undefined ? {} : { numbers: parts.numbers }),
  };
}

const fromTitleNamespace = (key: string): boolean =>
  TITLE_NAMESPACES.some((namespace) => key.startsWith(`${namespace}:`));

/** The key's words, or '' for a key this version does not have. */
function wordsOf(t: TFunction, key: string, values: Readonly<Record<string, string | number>> = {}): string {
  if (!fromTitleNamespace(key)) return '';
  // The key comes from storage: one this version does not know has no words, hence the default.
  const text: string = t(key as TitleKey, { ...values, defaultValue: '' });
  return text;
}

/** The title's words in the language of `t`; '' when the data names a key this version lacks. */
export function titleWords(t: TFunction, title: ChangeTitle): string {
  const words: Record<string, string> = {};
  for (const [name, key] of Object.entries(title.words ?? {})) {
    const word = wordsOf(t, key);
    if (word === '') return '';
    words[name] = word;
  }
  // Names are put in as they are: the interpolation isolates them (src/app/i18n/interpolation.ts).
  return wordsOf(t, title.key, { ...title.numbers, ...title.names, ...words });
}

/**
 * The title's words in the language of the moment: what is kept beside its data (the outbox's
 * own messages quote it, and an earlier version shows it); '' before i18next is set up.
 */
export function currentTitleWords(title: ChangeTitle): string {
  const i18n = getI18n() as ReturnType<typeof getI18n> | undefined;
  return i18n === undefined ? '' : titleWords(i18n.getFixedT(null, 'console'), title);
}

/** What a change's title needs: its data, else the words it was queued with, else its operation. */
export interface Titled {
  readonly title?: unknown;
  readonly summary: string;
  readonly operation: string;
}

/** A change's title in the language of `t`. */
export function changeTitleText(t: TFunction, change: Titled): string {
  if (isChangeTitle(change.title)) {
    const words = titleWords(t, change.title);
    if (words.trim() !== '') return words;
  }
  return change.summary.trim() === '' ? change.operation : change.summary;
}

/**
 * changeTitleText bound to the current language, once the title namespaces are loaded (the
 * component waits for them). `wait: false` for what must never hold a screen (an announcer in
 * the shell): until they are loaded, a title shows the words it was queued with.
 */
export function useChangeTitle({ wait = true }: { readonly wait?: boolean } = {}): (
  change: Titled,
) => string {
  // Loads the namespaces; the keys name their namespace, so any t words them.
  useTranslation([...TITLE_NAMESPACES], { useSuspense: wait });
  const { t, i18n } = useTranslation('console');
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what changes t's answers
  return useCallback((change: Titled) => changeTitleText(t, change), [t, language]);
}
