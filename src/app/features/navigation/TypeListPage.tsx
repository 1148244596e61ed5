import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleFailure } from '../../../contract/failure';
import type { SearchRow } from '../../../worker/searchApi';
import type { DataTableColumn } from '../../ui';
import { DataTable, EmptyState, ErrorPanel, LifecycleBadge, StatusLabel } from '../../ui';
import { typeRowActions } from '../instances';
import { usePendingChanges, useSignInWaits } from '../../data/usePendingChanges';
import { labelKeyOf } from '../../navigation/labelKeyOf';
import type { NavEntry } from '../../navigation/navEntry';
import { useFormatDateTime } from '../../settings/useFormatDateTime';
import { EntryPage } from './EntryPage';
import { resourceHref } from '../../resourceHref';
import { mergeRows } from '../search';
import { loadTypeList, typeListQuery } from '../../data/loadTypeList';
import { useCompartments } from '../../kit/useCompartments';
import { ScreenLink } from './ScreenLink';
import { useNavContext } from './useNavContext';

type Load =
  | { readonly state: 'loading' }
  | { readonly state: 'done' }
  | { readonly state: 'failed'; readonly failure: ConsoleFailure };

const NO_ROWS: ReadonlyMap<string, SearchRow> = new Map();

export interface TypeListPageProps {
  readonly entry: NavEntry;
  readonly type: string;
  readonly route: string;
  /** A condition narrowing the list, in the search query language. */
  readonly where?: string;
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
export function TypeListPage({ entry, type, route, where }: TypeListPageProps) {
  const { t } = useTranslation('navigation');
  const { t: tc } = useTranslation(['console', 'glossary']);
  const { t: ts } = useTranslation('searchUi');
  const ctx = useNavContext();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  const title = t(labelKeyOf(entry, ctx));

  const [rows, setRows] = useState(NO_ROWS);
  const region = ctx.region.id;
  const { names: compartments } = useCompartments(region);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    setRows(NO_ROWS);
    void loadTypeList(typeListQuery(type, where), region, {
      onRows: (items) => {
        if (live) setRows((current) => mergeRows(current, items));
      },
      onListed: () => {
        if (live) setLoad({ state: 'done' });
      },
    }).then((result) => {
      if (live && !result.ok) setLoad({ state: 'failed', failure: result.failure });
    });
    return () => {
      live = false;
    };
  }, [type, where, generation, region]);

  const formatTime = useFormatDateTime();
  const items = useMemo(() => [...rows.values()], [rows]);
  const identifiers = useMemo(() => items.map((r) => r.identifier), [items]);
  const pending = usePendingChanges(identifiers);
  const signInWaits = useSignInWaits(identifiers);
  const rowActions = typeRowActions(type);
  const reload = useCallback(() => {
    setGeneration((g) => g + 1);
  }, []);
  // A change about a row left the outbox: list again, so the row shows what it did.
  const pendingBefore = useRef(pending);
  useEffect(() => {
    const settled = [...pendingBefore.current.keys()].some((id) => !pending.has(id) && rows.has(id));
    pendingBefore.current = pending;
    if (settled) reload();
  }, [pending, rows, reload]);
  const columns = useMemo<readonly DataTableColumn<SearchRow>[]>(
    () => [
      {
        id: 'name',
        header: tc('glossary:name'),
        isRowHeader: true,
        sortKey: (r) => r.displayName ?? r.identifier,
        cell: (r) => <Link to={resourceHref(r)}>{r.displayName ?? r.identifier}</Link>,
      },
      {
        id: 'state',
        header: tc('glossary:state'),
        sortKey: (r) => r.lifecycleState,
        cell: (r) => (
          <>
            {r.lifecycleState === undefined ? '—' : <LifecycleBadge state={r.lifecycleState} />}
            {pending.has(r.identifier) ? (
              <StatusLabel status="warning">
                {signInWaits.has(r.identifier) ? ts('results.waitingSignIn') : ts('results.pendingChange')}
              </StatusLabel>
            ) : null}
          </>
        ),
      },
      {
        id: 'compartment',
        header: tc('glossary:compartment'),
        sortKey: (r) => compartments.get(r.compartmentId) ?? r.compartmentId,
        cell: (r) => compartments.get(r.compartmentId) ?? shortId(r.compartmentId),
      },
      {
        id: 'created',
        header: tc('glossary:created'),
        sortKey: (r) => r.timeCreated,
        cell: (r) => (r.timeCreated === undefined ? '—' : formatTime(r.timeCreated)),
      },
      ...(rowActions === undefined
        ? []
        : [
            {
              id: 'actions',
              header: ts('instance.actions'),
              cell: (r: SearchRow) => rowActions(r, reload),
            },
          ]),
    ],
    [tc, ts, compartments, formatTime, pending, signInWaits, rowActions, reload],
  );

  const count = load.state === 'done' ? items.length : undefined;
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
          onRetry={() => {
            setGeneration((g) => g + 1);
          }}
        />
      ) : (
        <div data-testid="type-list">
          <DataTable
            caption={title}
            hideCaption
            columns={columns}
            rows={load.state === 'done' ? items : []}
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
