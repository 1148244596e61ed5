/**
 * Signing profiles (/settings/profiles): the profiles on this device and the active one, the
 * active session and its renewal, a key born on this device (as an API key or for a session
 * token), adding an API key or session token profile from files, "Use no profile (emulator)", a
 * connection check, and signing out of everything. Making a profile active also moves the console to its region,
 * unless the runtime configuration pins the region.
 */
import { storageFailure } from '../../../contract/storageError';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleFailure } from '../../../contract/failure';
import type { ProfileSummary } from '../../../worker/api';
import { profileCommands } from './profileCommands';
import { useRuntimeConfig } from '../../runtimeConfigContext';
import { useSettings } from '../../settings/SettingsContext';
import {
  Button,
  Card,
  ConfirmDialog,
  ErrorPanel,
  OverviewHeading,
  PageTemplate,
  Spinner,
  useAnnounce,
} from '../../ui';
import { AddProfileForm } from './AddProfileForm';
import { ConnectionCheck } from './ConnectionCheck';
import { DeviceKeyCard } from './DeviceKeyCard';
import { SessionCard } from './SessionCard';
import { SignInCard } from './SignInCard';
import { formatDateTime as formatTime } from '../../ui/formatDateTime';
import { profilesPaths } from './paths';
import { ProfileTable } from './ProfileTable';
import { useProfilesText } from './profilesText';
import { SignOutCard } from './SignOutCard';
import { useNow } from '../../kit/useNow';
import { useProfiles } from '../../data/useProfiles';
import './profiles.css';

/** The busy marker of "Use no profile", which concerns no one row. */
const NO_PROFILE = ':none';

function ProfilesView() {
  const t = useProfilesText();
  const { i18n } = useTranslation();
  const announce = useAnnounce();
  const config = useRuntimeConfig();
  const { settings, update } = useSettings();
  const { read, refresh } = useProfiles();
  const now = useNow(30_000);
  const [busyId, setBusyId] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<ConsoleFailure | undefined>(undefined);
  const [removing, setRemoving] = useState<ProfileSummary | undefined>(undefined);

  const profiles = read.status === 'ready' ? read.profiles : [];
  const active = profiles.find((p) => p.active);
  const region = config.region ?? settings.region;
  const when = (ms: number) => formatTime(ms, i18n.language, settings.timeZone);

  /** Runs one change of the list, then reads the list again; a failure is shown above the table. */
  const change = async (id: string, action: () => Promise<ConsoleFailure | undefined>) => {
    setBusyId(id);
    setFailure(undefined);
    try {
      setFailure(await action());
    } catch (error) {
      setFailure(storageFailure(error));
    }
    await refresh();
    setBusyId(undefined);
  };

  const followRegion = async (profile: ProfileSummary) => {
    if (config.region === undefined && settings.region !== profile.region)
      await update('region', profile.region);
  };

  const activate = (profile: ProfileSummary) =>
    void change(profile.id, async () => {
      const result = await profileCommands.setActiveProfile(profile.id);
      if (!result.ok) return result.failure;
      await followRegion(profile);
      announce(t('list.announceActive', { name: profile.name }));
      return undefined;
    });

  const clearActive = () =>
    void change(NO_PROFILE, async () => {
      await profileCommands.clearActiveProfile();
      announce(t('list.announceNone'));
      return undefined;
    });

  const remove = (profile: ProfileSummary) =>
    void change(profile.id, async () => {
      await profileCommands.removeProfile(profile.id);
      setRemoving(undefined);
      announce(t('list.announceRemoved', { name: profile.name }));
      return undefined;
    });

  const expired =
    active?.kind === 'sessionToken' && active.sessionExpiresAt !== undefined && active.sessionExpiresAt <= now
      ? active
      : undefined;

  return (
    <PageTemplate
      breadcrumbs={<Link to={profilesPaths.settings()}>{t('screen.settings')}</Link>}
      heading={<OverviewHeading title={t('screen.title')} subtitle={t('screen.subtitle')} />}
    >
      {config.mode === 'relay' ? (
        <p className="profiles-banner" role="note" data-testid="relay-note">
          {t('screen.relayNote', { profile: config.profile ?? 'DEFAULT' })}
        </p>
      ) : null}
      {expired !== undefined && expired.sessionExpiresAt !== undefined ? (
        <p className="profiles-banner profiles-banner--danger" role="alert" data-testid="session-expired">
          {t('screen.expiredActive', { name: expired.name, time: when(expired.sessionExpiresAt) })}
        </p>
      ) : null}
      {/* Signing in is the first thing to do while no profile is active; afterwards, one way among others. */}
      {config.signIn !== undefined && active === undefined ? <SignInCard name={config.signIn.name} /> : null}
      <Card
        title={t('list.title')}
        actions={
          active !== undefined ? (
            <Button onPress={clearActive} isPending={busyId === NO_PROFILE} data-testid="use-no-profile">
              {t('list.useNone')}
            </Button>
          ) : undefined
        }
      >
        <p data-testid="active-profile">
          {active !== undefined ? t('list.activeIs', { name: active.name }) : t('list.noneActive')}
        </p>
        {failure !== undefined ? <ErrorPanel title={t('list.actionFailed')} failure={failure} /> : null}
        {read.status === 'loading' ? <Spinner label={t('screen.loading')} /> : null}
        {read.status === 'failed' ? (
          <ErrorPanel title={t('screen.loadFailed')} failure={read.failure} />
        ) : null}
        {read.status === 'ready' ? (
          <ProfileTable
            profiles={profiles}
            now={now}
            timeZone={settings.timeZone}
            busyId={busyId}
            onActivate={activate}
            onRemove={setRemoving}
          />
        ) : null}
      </Card>
      <SessionCard onReplaced={refresh} />
      {config.signIn !== undefined && active !== undefined ? <SignInCard name={config.signIn.name} /> : null}
      <DeviceKeyCard
        takenNames={profiles.map((p) => p.name)}
        onAdded={async (profile) => {
          if (profile.active) await followRegion(profile);
          await refresh();
        }}
      />
      <Card title={t('add.title')}>
        <AddProfileForm
          takenNames={profiles.map((p) => p.name)}
          onAdded={async (profile) => {
            if (profile.active) await followRegion(profile);
            await refresh();
          }}
        />
      </Card>
      <ConnectionCheck
        region={region}
        signed={active !== undefined || config.mode === 'relay'}
        who={
          active?.user !== undefined && config.mode !== 'relay'
            ? { user: active.user, tenancy: active.tenancy }
            : undefined
        }
      />
      <SignOutCard />
      <ConfirmDialog
        isOpen={removing !== undefined}
        onOpenChange={(open) => {
          if (!open) setRemoving(undefined);
        }}
        onConfirm={() => {
          if (removing !== undefined) remove(removing);
        }}
        title={t('remove.title', { name: removing?.name ?? '' })}
        confirmLabel={t('remove.confirm')}
        destructive
        isPending={removing !== undefined && busyId === removing.id}
      >
        <p>{t('remove.body')}</p>
      </ConfirmDialog>
    </PageTemplate>
  );
}

export function ProfilesScreen() {
  return (
    <Suspense fallback={<Spinner />}>
      <ProfilesView />
    </Suspense>
  );
}
