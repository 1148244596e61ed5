/**
 * The one way a service's enumeration value (CREATE_DEPLOYMENT, OKE_DEPLOYMENT, PROCESSORS,
 * IN_PROGRESS…) reaches the screen: its translation in the console namespace's `enum` table,
 * a work request's operation as "verb + object", or, for a value nobody has translated yet,
 * the value in words (lifecycleLabel: "Some new value"), never the wire code itself.
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { lifecycleLabel } from '../../oci/lifecycle';
import { enumKey, enumTranslation } from './enumTranslation';
import type { ConsoleKey } from './keys';

const OPERATION = /^(CREATE|UPDATE|DELETE)_([A-Z_]+)$/;

/** A work request operation's verb and its sentence ("Create {{object}}"). */
const VERB_KEYS = {
  CREATE: 'enum.operations.CREATE',
  UPDATE: 'enum.operations.UPDATE',
  DELETE: 'enum.operations.DELETE',
} as const satisfies Record<string, ConsoleKey>;

const isVerb = (verb: string): verb is keyof typeof VERB_KEYS => Object.hasOwn(VERB_KEYS, verb);

export function enumLabel(t: TFunction, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const key = enumKey(value);
  const known = enumTranslation(t, key);
  if (known !== '') return known;
  const operation = OPERATION.exec(key);
  if (operation !== null) {
    const [, verb = '', object = ''] = operation;
    // The object comes from the wire: a name nobody has translated has no key, hence the default.
    const noun: string = t(`enum.objects.${object}`, { defaultValue: '' });
    if (noun !== '' && isVerb(verb)) return t(VERB_KEYS[verb], { object: noun });
  }
  return lifecycleLabel(key);
}

/** enumLabel bound to the current language. */
export function useEnumLabel(): (value: unknown) => string {
  const { t } = useTranslation('console');
  return useCallback((value: unknown) => enumLabel(t, value), [t]);
}
