/**
 * The profiles feature's words: the `profiles` namespace (public/locales/{lng}/profiles.json).
 * Keys are typed here, and a unit test checks that every shipped language has each of them,
 * with every plural form its language needs.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const PROFILES_NAMESPACE = 'profiles';

/** Keys whose text depends on `count` (each has _one, _other… forms in the files). */
export const PROFILES_PLURAL_KEYS = ['signOut.unsent'] as const;

export const PROFILES_KEYS = [
  'screen.title',
  'screen.subtitle',
  'screen.loading',
  'screen.loadFailed',
  'screen.relayNote',
  'screen.expiredActive',
  'screen.settings',
  'kind.apiKey',
  'kind.sessionToken',
  'list.title',
  'list.caption',
  'list.emptyTitle',
  'list.emptyBody',
  'list.name',
  'list.kind',
  'list.tenancy',
  'list.user',
  'list.fingerprint',
  'list.region',
  'list.state',
  'list.session',
  'list.actions',
  'list.active',
  'list.inactive',
  'list.notApplicable',
  'list.expired',
  'list.expires',
  'list.noExpiry',
  'list.use',
  'list.useNamed',
  'list.remove',
  'list.removeNamed',
  'list.useNone',
  'list.noneActive',
  'list.activeIs',
  'list.actionFailed',
  'list.announceActive',
  'list.announceNone',
  'list.announceRemoved',
  'remove.title',
  'remove.body',
  'remove.confirm',
  'add.title',
  'add.kind',
  'add.name',
  'add.nameHelp',
  'add.tenancy',
  'add.tenancyHelp',
  'add.tenancyOptional',
  'add.tenancyOptionalHelp',
  'add.user',
  'add.userHelp',
  'add.fingerprint',
  'add.fingerprintHelp',
  'add.region',
  'add.regionHelp',
  'add.key',
  'add.keyHelp',
  'add.sessionKey',
  'add.sessionKeyHelp',
  'add.keyPicked',
  'add.token',
  'add.tokenHelp',
  'add.tokenPicked',
  'add.tokenPickedNoExpiry',
  'add.reading',
  'add.submit',
  'add.failed',
  'add.problems',
  'add.pickAgain',
  'add.added',
  'add.addedActive',
  'error.required',
  'error.nameTaken',
  'error.tenancyOcid',
  'error.userOcid',
  'error.fingerprintFormat',
  'error.fingerprintMismatch',
  'error.keyRequired',
  'error.tokenRequired',
  'error.tokenExpired',
  'error.fileTooLarge',
  'error.fileUnreadable',
  'config.title',
  'config.text',
  'config.textHelp',
  'config.read',
  'config.section',
  'config.none',
  'config.filled',
  'config.keyFile',
  'config.tokenFile',
  'config.passPhrase',
  'check.title',
  'check.intro',
  'check.run',
  'check.ok',
  'check.failed',
  'check.unsigned',
  'check.notAuthenticated',
  'check.network',
  'signOut.title',
  'signOut.intro',
  'signOut.button',
  'signOut.confirmTitle',
  'signOut.confirmBody',
  'signOut.confirm',
  'signOut.failed',
] as const;

export type ProfilesPluralKey = (typeof PROFILES_PLURAL_KEYS)[number];
export type ProfilesKey = (typeof PROFILES_KEYS)[number];

export type TextValues = Readonly<Record<string, string | number>>;

/** `t` of the namespace, typed by its keys; a plural key needs its count. */
export interface ProfilesT {
  (key: ProfilesPluralKey, values: TextValues & { readonly count: number }): string;
  (key: ProfilesKey, values?: TextValues): string;
}

/** The namespace's `t`; the first render waits (Suspense) until the namespace is loaded. */
export function useProfilesText(): ProfilesT {
  const { t } = useTranslation(PROFILES_NAMESPACE);
  return useMemo(
    () => (key: ProfilesKey | ProfilesPluralKey, values?: TextValues) => t(key, { ...values }),
    [t],
  );
}
