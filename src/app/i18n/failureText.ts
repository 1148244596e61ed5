/**
 * A failure in the user's language: the failure policy's words for its outcome (the device is
 * offline, the service did not answer in time, the resource does not exist…), from the console
 * namespace's `failure` table. The call layer's own messages are English and for developers;
 * the service's message of an HTTP failure is added, as the service's words, since support and
 * the service's documentation quote it, and so is the detail of a refusal that has no reason of
 * its own to be worded by (a region that is not an OCI region).
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleFailure } from '../../contract/failure';
import { policyOf } from '../../contract/failurePolicy';

export function failureText(t: TFunction, failure: ConsoleFailure): string {
  // A form's refusal (a profile's key, its tenancy) names what to do, not just that it failed.
  if (failure.kind === 'validation' && failure.reason !== undefined) return t(`refusals.${failure.reason}`);
  const reason = t(policyOf(failure).messageKey);
  if (failure.kind === 'validation' && failure.message.trim() !== '') {
    // A refusal without a reason of its own keeps the call layer's detail (which value, which
    // region), the only place it is said.
    return `${reason} ${failure.message.trim()}`;
  }
  const said = failure.kind === 'http' ? failure.message.trim() : '';
  return said === '' ? reason : `${reason} ${t('failure.serviceSaid', { message: said })}`;
}

/** failureText bound to the current language. */
export function useFailureText(): (failure: ConsoleFailure) => string {
  const { t } = useTranslation('console');
  return useCallback((failure: ConsoleFailure) => failureText(t, failure), [t]);
}
