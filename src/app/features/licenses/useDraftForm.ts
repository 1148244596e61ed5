import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../ui';
import type { KeysUnder, LicensesKey } from '../../i18n/keys';

/** A form problem's code: the license manager shows it as `form.errors.<code>`. */
export type FormErrorCode = KeysUnder<LicensesKey, 'form.errors'>;

export type DraftErrors<K extends string> = Partial<Record<K, FormErrorCode>>;

export interface DraftForm<D, K extends string> {
  readonly draft: D;
  readonly set: <F extends keyof D>(field: F, value: D[F]) => void;
  /** The problem of a field, once the user has tried to send the form. */
  readonly error: (field: K) => string | undefined;
  /** True when the draft may be sent; otherwise shows every problem and says how many there are. */
  readonly check: () => boolean;
}

/**
 * A form's draft and its checks: problems show once the user tries to send (not while typing),
 * and a screen reader hears how many there are. A problem's code is shown as the license
 * manager's `form.errors.<code>` text unless `messageOf` words it itself.
 */
export function useDraftForm<D, K extends string>(
  initial: D,
  validate: (draft: D) => Partial<Record<K, FormErrorCode>>,
  messageOf?: (code: string, draft: D) => string,
): DraftForm<D, K> {
  const { t } = useTranslation('licenses');
  const describeProblems = (count: number): string => t('form.problems', { number: count });
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const announce = useAnnounce();
  const errors = tried ? validate(draft) : {};
  const set = useCallback(<F extends keyof D>(field: F, value: D[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  }, []);
  const check = () => {
    setTried(true);
    const problems = Object.keys(validate(draft)).length;
    if (problems > 0) announce(describeProblems(problems), 'assertive');
    return problems === 0;
  };
  const error = (field: K): string | undefined => {
    const code = (errors as Partial<Record<K, FormErrorCode>>)[field];
    if (code === undefined) return undefined;
    return messageOf === undefined ? t(`form.errors.${code}`) : messageOf(code, draft);
  };
  return { draft, set, error, check };
}
