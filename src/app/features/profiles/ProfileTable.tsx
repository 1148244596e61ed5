import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../worker/api';
import { Button, DataTable, EmptyState, StatusLabel } from '../../ui';
import type { DataTableColumn } from '../../ui';
import { formatDateTime as formatTime } from '../../ui/formatDateTime';
import { useProfilesText, type ProfilesT } from './profilesText';

export interface ProfileTableProps {
  readonly profiles: readonly ProfileSummary[];
  readonly now: number;
  readonly timeZone?: string;
  /** The profile an action is running for: its buttons wait. */
  readonly busyId?: string;
  readonly onActivate: (profile: ProfileSummary) => void;
  readonly onRemove: (profile: ProfileSummary) => void;
}

/** When a profile's session ends, as words and a status; an API key has no session. */
export function sessionState(
  profile: ProfileSummary,
  now: number,
  t: ProfilesT,
  when: (ms: number) => string,
): { readonly status: 'success' | 'warning' | 'danger' | 'muted'; readonly text: string } {
  if (profile.kind !== 'sessionToken') return { status: 'muted', text: t('list.notApplicable') };
  const expiresAt = profile.sessionExpiresAt;
  if (expiresAt === undefined) return { status: 'warning', text: t('list.noExpiry') };
  return expiresAt <= now
    ? { status: 'danger', text: t('list.expired', { time: when(expiresAt) }) }
    : { status: 'success', text: t('list.expires', { time: when(expiresAt) }) };
}

const ocid = (value: string | undefined) =>
  value === undefined ? null : (
    <code className="profiles-ocid">
      <bdi>{value}</bdi>
    </code>
  );

/**
 * The profiles on this device: what each signs as (tenancy, user, fingerprint), where it points,
 * which one is active and when a session ends, with "Make active" and "Remove" per row.
 */
export function ProfileTable({ profiles, now, timeZone, busyId, onActivate, onRemove }: ProfileTableProps) {
  const t = useProfilesText();
  const { i18n } = useTranslation();
  const when = (ms: number) => formatTime(ms, i18n.language, timeZone);
  const columns: DataTableColumn<ProfileSummary>[] = [
    {
      id: 'name',
      header: t('glossary:name'),
      isRowHeader: true,
      sortKey: (p) => p.name,
      cell: (p) => <bdi className="profiles-nowrap">{p.name}</bdi>,
    },
    {
      id: 'kind',
      header: t('list.kind'),
      cell: (p) => <span className="profiles-nowrap">{t(`kind.${p.kind}`)}</span>,
    },
    { id: 'tenancy', header: t('list.tenancy'), cell: (p) => ocid(p.tenancy) },
    { id: 'user', header: t('list.user'), cell: (p) => ocid(p.user) ?? t('list.notApplicable') },
    { id: 'fingerprint', header: t('list.fingerprint'), cell: (p) => ocid(p.fingerprint) },
    {
      id: 'region',
      header: t('list.region'),
      sortKey: (p) => p.region,
      cell: (p) => <bdi className="profiles-nowrap">{p.region}</bdi>,
    },
    {
      id: 'state',
      header: t('glossary:state'),
      cell: (p) =>
        p.active ? (
          <StatusLabel status="success">{t('list.active')}</StatusLabel>
        ) : (
          <StatusLabel status="muted">{t('list.inactive')}</StatusLabel>
        ),
    },
    {
      id: 'session',
      header: t('list.session'),
      cell: (p) => {
        const session = sessionState(p, now, t, when);
        return p.kind === 'sessionToken' ? (
          <StatusLabel status={session.status}>{session.text}</StatusLabel>
        ) : (
          session.text
        );
      },
    },
    {
      id: 'actions',
      header: t('list.actions'),
      cell: (p) => (
        <div className="profiles-row-actions">
          {p.active ? null : (
            <Button
              size="sm"
              onPress={() => {
                onActivate(p);
              }}
              isPending={busyId === p.id}
              aria-label={t('list.useNamed', { name: p.name })}
            >
              {t('list.use')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onPress={() => {
              onRemove(p);
            }}
            isDisabled={busyId === p.id}
            aria-label={t('list.removeNamed', { name: p.name })}
          >
            {t('list.remove')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('list.caption')}
      hideCaption
      columns={columns}
      rows={profiles}
      rowKey={(p) => p.id}
      emptyState={<EmptyState title={t('list.emptyTitle')} description={t('list.emptyBody')} />}
    />
  );
}
