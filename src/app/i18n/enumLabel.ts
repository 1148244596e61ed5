/**
 * The one way a service's enumeration value (CREATE_DEPLOYMENT, OKE_DEPLOYMENT, PROCESSORS,
 * IN_PROGRESS…) reaches the screen: its translation in the console namespace's `enum` table,
 * a work request's operation as "verb + object", or, for a value nobody has translated yet,
 * the value in words (lifecycleLabel: "Some new value"), never the wire code itself.
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { humanise, lifecycleLabel } from '../../oci/lifecycle';
import { enumKey, enumTranslation } from './enumTranslation';

const OPERATION = /^(CREATE|UPDATE|DELETE)_([A-Z_]+)$/;

export function enumLabel(t: TFunction<'console'>, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const key = enumKey(value);
  const known = enumTranslation(t, key);
  if (known !== '') return known;
  const operation = OPERATION.exec(key);
  if (operation !== null) {
    const [, verb = '', object = ''] = operation;
    const noun = t(`enum.objects.${object}`, { defaultValue: '' });
    if (noun !== '') return t(`enum.operations.${verb}`, { object: noun, defaultValue: `${humanise(verb)} ${noun}` });
  }
  return lifecycleLabel(key);
}

/** enumLabel bound to the current language. */
export function useEnumLabel(): (value: unknown) => string {
  const { t } = useTranslation('console');
  return useCallback((value: unknown) => enumLabel(t, value), [t]);
}
