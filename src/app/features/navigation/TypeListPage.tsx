import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleFailure } from '../../../oci/failure';
import type { ResourceSummary } from '../../../oci/resource';
import { detailsLink } from '../../../oci/resource-types';
import type { DataTableColumn } from '../../ui';
import { DataTable, EmptyState, ErrorPanel, LifecycleBadge } from '../../ui';
import { labelKeyOf } from '../../navigation/labelKeyOf';
import type { NavEntry } from '../../navigation/navEntry';
import { useSettings } from '../../settings/SettingsContext';
import { EntryPage } from './EntryPage';
import { loadTypeList } from './loadTypeList';
import { ScreenLink } from './ScreenLink';
import { useNavContext } from './useNavContext';

type Load =
  | { readonly state: 'loading' }
  | {
      readonly state: 'done';
      readonly items: readonly ResourceSummary[];
      readonly compartments: ReadonlyMap<string, string>;
    }
  | { readonly state: 'failed'; readonly failure: ConsoleFailure };

export interface TypeListPageProps {
  readonly entry: NavEntry;
  readonly type: string;
  readonly route: string;
}

function compartmentNames(items: readonly ResourceSummary[]): ReadonlyMap<string, string> {
  return new Map(items.map((c) => [c.identifier, c.displayName ?? c.identifier]));
}

/** A short form of an OCID for a narrow cell: its last part. */
function shortId(ocid: string): string {
  const last = ocid.split('.').pop() ?? ocid;
  return last.length > 12 ? `…${last.slice(-10)}` : last;
}

/**
 * A registry page whose entry names a search type: the live list of that type (name linking to
 * its details, lifecycle state, compartment, creation time in the user's time zone).
 */
export function TypeListPage({ entry, type, route }: TypeListPageProps) {
  const { t } = useTranslation('navigation');
  const { t: tc, i18n } = useTranslation('console');
  const ctx = useNavContext();
  const { settings } = useSettings();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  const title = t(labelKeyOf(entry, ctx));

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    void Promise.all([loadTypeList(type), loadTypeList('compartment')]).then(([list, compartments]) => {
      if (!live) return;
      if (!list.ok) {
        setLoad({ state: 'failed', failure: list.failure });
        return;
      }
      const names = compartments.ok ? compartmentNames(compartments.value.items) : new Map<string, string>();
      setLoad({ state: 'done', items: list.value.items, compartments: names });
    });
    return () => {
      live = false;
    };
  }, [type, generation, ctx.region.id]);

  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: settings.timeZone,
      }),
    [i18n.language, settings.timeZone],
  );
  const compartments = load.state === 'done' ? load.compartments : undefined;
  const columns = useMemo<readonly DataTableColumn<ResourceSummary>[]>(
    () => [
      {
        id: 'name',
        header: tc('list.name'),
        isRowHeader: true,
        sortKey: (r) => r.displayName ?? r.identifier,
        cell: (r) => {
          const link = detailsLink(r);
          const name = r.displayName ?? r.identifier;
          return link === null ? name : <Link to={link}>{name}</Link>;
        },
      },
      {
        id: 'state',
        header: tc('list.state'),
        sortKey: (r) => r.lifecycleState,
        cell: (r) => (r.lifecycleState === undefined ? '—' : <LifecycleBadge state={r.lifecycleState} />),
      },
      {
        id: 'compartment',
        header: tc('list.compartment'),
        sortKey: (r) => compartments?.get(r.compartmentId) ?? r.compartmentId,
        cell: (r) => compartments?.get(r.compartmentId) ?? shortId(r.compartmentId),
      },
      {
        id: 'created',
        header: tc('list.created'),
        sortKey: (r) => r.timeCreated,
        cell: (r) => (r.timeCreated === undefined ? '—' : dateFormat.format(new Date(r.timeCreated))),
      },
    ],
    [tc, compartments, dateFormat],
  );

  const count = load.state === 'done' ? load.items.length : undefined;
  return (
    <EntryPage
      entry={entry}
      route={route}
      subtitle={count === undefined ? undefined : tc('list.count', { count })}
    >
      {entry.screen === undefined ? null : <ScreenLink screen={entry.screen} />}
      {load.state === 'failed' ? (
        <ErrorPanel
          title={tc('list.failed', { title })}
          failure={load.failure}
          onRetry={() => setGeneration((g) => g + 1)}
        />
      ) : (
        <div data-testid="type-list">
          <DataTable
            caption={title}
            hideCaption
            columns={columns}
            rows={load.state === 'done' ? load.items : []}
            rowKey={(r) => r.identifier}
            isLoading={load.state === 'loading'}
            defaultSort={{ column: 'created', direction: 'descending' }}
            emptyState={<EmptyState title={tc('list.empty', { title })} description={tc('list.emptyHint')} />}
          />
        </div>
      )}
    </EntryPage>
  );
}
