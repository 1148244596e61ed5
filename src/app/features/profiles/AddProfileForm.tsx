import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleFailure } from '../../../contract/failure';
import { isStagingRegion, REGIONS } from '../../../oci/regions';
import type { ProfileSummary } from '../../../worker/api';
import { profileCommands } from './profileCommands';
import { useSettings } from '../../settings/SettingsContext';
import { Button, ErrorPanel, Select, TextField, useAnnounce } from '../../ui';
import { ConfigPaste } from './ConfigPaste';
import { FileField } from './FileField';
import { formatDateTime as formatTime } from '../../ui/formatDateTime';
import {
  checkDraft,
  draftFromSection,
  emptyDraft,
  fieldOfParameter,
  newProfileOf,
  type DraftField,
  type DraftProblem,
  type ProfileDraft,
  type ProfileKind,
} from './profileForm';
import { useProfilesText } from './profilesText';
import { usePickedSecrets, type KeyView, type TokenView } from './usePickedSecrets';
import { useFailureText } from '../../i18n/failureText';
import { useRegionName } from '../../i18n/regionName';

export interface AddProfileFormProps {
  /** Names already on this device. */
  readonly takenNames: readonly string[];
  readonly onAdded: (profile: ProfileSummary) => void | Promise<void>;
}

const KINDS: readonly ProfileKind[] = ['apiKey', 'sessionToken'];

/**
 * Adding a profile: an API key (tenancy, user, optional fingerprint, region, key file) or a
 * session token (token file and its key), typed in or filled from a pasted ~/.oci/config. The
 * fields are checked here first (OCID prefixes, fingerprint against the key, token expiry); what
 * only the worker can judge comes back as its message under the field it names.
 */
export function AddProfileForm({ takenNames, onAdded }: AddProfileFormProps) {
  const t = useProfilesText();
  const describeFailure = useFailureText();
  const nameOf = useRegionName();
  const { i18n } = useTranslation();
  const announce = useAnnounce();
  const { settings } = useSettings();
  const secrets = usePickedSecrets();
  const [draft, setDraft] = useState<ProfileDraft>(() => emptyDraft(settings.region));
  const [showProblems, setShowProblems] = useState(false);
  const [refusals, setRefusals] = useState<Partial<Record<DraftField, string>>>({});
  const [failure, setFailure] = useState<ConsoleFailure | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const when = (ms: number) => formatTime(ms, i18n.language, settings.timeZone);

  const keyFingerprint = secrets.key?.state === 'ready' ? secrets.key.fingerprint : undefined;
  const tokenExpiresAt = secrets.token?.state === 'ready' ? secrets.token.expiresAt : undefined;
  const problems = checkDraft(draft, {
    keyFingerprint,
    hasToken: secrets.token?.state === 'ready',
    tokenExpiresAt,
    takenNames,
    now: Date.now(),
  });

  const regions = useMemo(
    () =>
      REGIONS.filter(
        // Staging follows from the region: staging regions are offered while one is chosen.
        (r) => !isStagingRegion(r) || [settings.region, draft.region].some((id) => isStagingRegion({ id })),
      ).map((r) => ({
        id: r.id,
        label: `${nameOf(r.name)} — ${r.id}`,
      })),
    [settings.region, draft.region, nameOf],
  );

  const set = <K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setRefusals((current) => ({ ...current, [field]: undefined }));
  };

  const describe = (problem: DraftProblem): string => {
    switch (problem.code) {
      case 'fingerprintMismatch':
        return t('error.fingerprintMismatch', { fingerprint: keyFingerprint ?? '' });
      case 'tokenExpired':
        return t('error.tokenExpired', { time: tokenExpiresAt === undefined ? '' : when(tokenExpiresAt) });
      default:
        return t(`error.${problem.code}`);
    }
  };

  const errorOf = (field: DraftField): string | undefined => {
    const refusal = refusals[field];
    if (refusal !== undefined) return refusal;
    const problem = showProblems ? problems.find((p) => p.field === field) : undefined;
    return problem === undefined ? undefined : describe(problem);
  };

  const submit = async () => {
    setFailure(undefined);
    if (problems.length > 0) {
      setShowProblems(true);
      announce(t('add.problems', { number: problems.length }), 'assertive');
      return;
    }
    const { pem, token } = secrets.take();
    if (pem === undefined) return;
    setSending(true);
    const result = await profileCommands.addProfile(newProfileOf(draft, pem, token));
    setSending(false);
    if (result.ok) {
      setDraft(emptyDraft(draft.region));
      setShowProblems(false);
      setRefusals({});
      announce(t(result.value.active ? 'add.addedActive' : 'add.added', { name: result.value.name }));
      await onAdded(result.value);
      return;
    }
    setShowProblems(true);
    const field =
      result.failure.kind === 'validation' ? fieldOfParameter(result.failure.parameter) : undefined;
    if (field === undefined) setFailure(result.failure);
    else setRefusals({ [field]: describeFailure(result.failure) });
  };

  const text = (
    id: 'name' | 'tenancy' | 'user' | 'fingerprint',
    label: string,
    help: string,
    required = true,
  ) => (
    <TextField
      label={label}
      description={help}
      value={draft[id]}
      onChange={(value) => {
        set(id, value);
      }}
      isRequired={required}
      isInvalid={errorOf(id) !== undefined}
      errorMessage={errorOf(id)}
      autoComplete="off"
      spellCheck="false"
      data-testid={`profile-${id}`}
    />
  );

  const isSession = draft.kind === 'sessionToken';
  return (
    <form
      className="profiles-form"
      noValidate
      aria-label={t('add.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ConfigPaste
        onSection={(section) => {
          setDraft((current) => draftFromSection(section, current));
          setRefusals({});
        }}
      />
      <Select
        label={t('add.kind')}
        options={KINDS.map((kind) => ({ id: kind, label: t(`kind.${kind}`) }))}
        selectedKey={draft.kind}
        onSelectionChange={(kind) => {
          set('kind', kind === 'sessionToken' ? 'sessionToken' : 'apiKey');
        }}
      />
      {text('name', t('glossary:name'), t('add.nameHelp'))}
      {isSession
        ? text('tenancy', t('add.tenancyOptional'), t('add.tenancyOptionalHelp'), false)
        : text('tenancy', t('add.tenancy'), t('add.tenancyHelp'))}
      {isSession ? null : text('user', t('add.user'), t('add.userHelp'))}
      {isSession ? null : text('fingerprint', t('add.fingerprint'), t('add.fingerprintHelp'), false)}
      <Select
        label={t('add.region')}
        description={t('add.regionHelp')}
        options={regions}
        selectedKey={draft.region}
        onSelectionChange={(region) => {
          set('region', region);
        }}
        isRequired
        isInvalid={errorOf('region') !== undefined}
        errorMessage={errorOf('region')}
      />
      {isSession ? (
        <FileField
          label={t('add.token')}
          description={t('add.tokenHelp')}
          status={tokenStatus(secrets.token, t, when)}
          errorMessage={errorOf('token') ?? tokenError(secrets.token, t)}
          isRequired
          testId="profile-token-file"
          onRead={(read) => {
            secrets.pickToken(read);
            setRefusals((current) => ({ ...current, token: undefined }));
          }}
        />
      ) : null}
      <FileField
        label={isSession ? t('add.sessionKey') : t('add.key')}
        description={isSession ? t('add.sessionKeyHelp') : t('add.keyHelp')}
        status={keyStatus(secrets.key, t)}
        errorMessage={keyError(secrets.key, t) ?? errorOf('key')}
        isRequired
        testId="profile-key-file"
        onRead={(read) => {
          secrets.pickKey(read);
          setRefusals((current) => ({ ...current, key: undefined }));
        }}
      />
      {failure !== undefined ? <ErrorPanel title={t('add.failed')} failure={failure} /> : null}
      {failure !== undefined || Object.values(refusals).some(Boolean) ? (
        <p className="profiles-note">{t('add.pickAgain')}</p>
      ) : null}
      <div className="profiles-actions">
        <Button type="submit" variant="primary" isPending={sending} data-testid="profile-submit">
          {t('add.submit')}
        </Button>
      </div>
    </form>
  );
}

type T = ReturnType<typeof useProfilesText>;

function keyStatus(key: KeyView | undefined, t: T): string | undefined {
  if (key?.state === 'reading') return t('add.reading', { file: key.file });
  if (key?.state === 'ready') return t('add.keyPicked', { file: key.file, fingerprint: key.fingerprint });
  return undefined;
}

function keyError(key: KeyView | undefined, t: T): string | undefined {
  if (key?.state === 'refused') return key.message;
  if (key?.state === 'unreadable')
    return t(key.reason === 'tooLarge' ? 'error.fileTooLarge' : 'error.fileUnreadable');
  return undefined;
}

function tokenStatus(token: TokenView | undefined, t: T, when: (ms: number) => string): string | undefined {
  if (token?.state !== 'ready') return undefined;
  return token.expiresAt === undefined
    ? t('add.tokenPickedNoExpiry', { file: token.file })
    : t('add.tokenPicked', { file: token.file, time: when(token.expiresAt) });
}

function tokenError(token: TokenView | undefined, t: T): string | undefined {
  if (token?.state !== 'unreadable') return undefined;
  return t(token.reason === 'tooLarge' ? 'error.fileTooLarge' : 'error.fileUnreadable');
}
