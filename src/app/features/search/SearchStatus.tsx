/**
 * Where the search stands, above the results: a wrong query's message with a caret under its
 * position; the remote search's progress (searching, then enriching n of m), announced to
 * screen readers at each step; and, when the answer is the local index's (offline, or the
 * service failed), a banner saying so and why.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ConsoleFailure } from '../../../contract/failure';
import { describeQueryError } from '../../../oci/query/describeQueryError';
import { ProgressBar, useAnnounce } from '../../ui';
import { useFailureText } from '../../i18n/failureText';
import { failedRegions, type SearchState } from './searchReducer';

export interface SearchStatusProps {
  readonly text: string;
  readonly state: SearchState;
  readonly regions: readonly string[];
  /** Rows on screen that come from the local index only. */
  readonly fromIndex: number;
  readonly shown: number;
}

function reasonOf(
  failure: ConsoleFailure | undefined,
  t: TFunction<'searchUi'>,
  describe: (failure: ConsoleFailure) => string,
): string | undefined {
  if (failure === undefined) return undefined;
  return failure.kind === 'network' && failure.message === 'offline'
    ? t('status.offlineReason')
    : describe(failure);
}

/** The 1-based column of a position on its line of the query. */
function columnOf(text: string, position: number): number {
  const at = Math.min(Math.max(position, 0), text.length);
  return at - (text.lastIndexOf('\n', at - 1) + 1) + 1;
}

function useProgressAnnouncements(state: SearchState, shown: number): void {
  const { t } = useTranslation('searchUi');
  const announce = useAnnounce();
  const { status, phase } = state.remote;
  const said = useRef('');
  useEffect(() => {
    const step =
      status === 'running' && phase === 'searching'
        ? 'searching'
        : status === 'running' && phase === 'enriching'
          ? 'enriching'
          : status === 'done' || status === 'failed'
            ? 'done'
            : '';
    if (step === '' || step === said.current) return;
    said.current = step;
    if (step === 'searching') announce(t('announce.searching'));
    else if (step === 'enriching') announce(t('announce.found', { count: shown }));
    else announce(t('announce.done', { count: shown }));
  }, [status, phase, shown, announce, t]);
}

export function SearchStatus({ text, state, regions, fromIndex, shown }: SearchStatusProps) {
  const { t } = useTranslation('searchUi');
  const describeFailure = useFailureText();
  useProgressAnnouncements(state, shown);
  const { remote } = state;

  if (state.queryError !== undefined) {
    const [message, ...lines] = describeQueryError(text, state.queryError).split('\n');
    const unknown = state.queryError.unknownType;
    const worded =
      unknown === undefined
        ? t('status.queryErrorAt', { column: columnOf(text, state.queryError.position) })
        : unknown.suggestion === undefined
          ? t('status.unknownType', { name: unknown.name })
          : t('status.unknownTypeSuggestion', { name: unknown.name, suggestion: unknown.suggestion });
    return (
      <div className="search-query-error" role="alert" data-testid="query-error">
        <p className="search-query-error__title">{t('status.queryErrorTitle')}</p>
        <p className="search-query-error__message">{worded}</p>
        {unknown === undefined ? (
          // The parser's own account, in the query language's terms (English, like its keywords).
          <p className="search-query-error__detail">
            <code lang="en" dir="ltr">
              {message}
            </code>
          </p>
        ) : null}
        {/* The user's own query, echoed: code, so left to right even in an Arabic page. */}
        <pre className="search-query-error__text" dir="ltr">
          <bdi>{lines.join('\n')}</bdi>
        </pre>
      </div>
    );
  }

  const regionFailures = failedRegions(remote);
  const wholeFailure = remote.status === 'failed' ? remote.failure : undefined;
  const banner =
    wholeFailure !== undefined || regionFailures.length > 0 ? (
      <div className="search-banner" role="status" data-testid="local-banner">
        <p className="search-banner__title">
          {wholeFailure?.kind === 'network' && wholeFailure.message === 'offline'
            ? t('status.offlineTitle')
            : wholeFailure !== undefined
              ? t('status.failedTitle')
              : t('status.someRegionsFailedTitle', { count: regionFailures.length })}
        </p>
        {wholeFailure !== undefined ? (
          <p className="search-banner__reason">
            {t('status.reason', { reason: reasonOf(wholeFailure, t, describeFailure) })}
          </p>
        ) : (
          <ul className="search-banner__reason">
            {regionFailures.map(({ region, failure }) => (
              <li key={region}>{t('status.regionReason', { region, reason: describeFailure(failure) })}</li>
            ))}
          </ul>
        )}
        {fromIndex > 0 ? <p>{t('status.fromIndex', { count: fromIndex })}</p> : null}
      </div>
    ) : null;

  const progress =
    remote.status === 'running' ? (
      remote.phase === 'enriching' && remote.enrichTotal > 0 ? (
        <ProgressBar
          label={t('status.enriching')}
          value={remote.enriched}
          maxValue={remote.enrichTotal}
          valueLabel={t('status.enrichCount', { done: remote.enriched, total: remote.enrichTotal })}
        />
      ) : (
        <ProgressBar
          label={t('status.searching', { regions: regions.join(', ') })}
          valueLabel={t('status.received', { count: remote.total })}
        />
      )
    ) : null;

  const waiting =
    remote.status === 'running' && remote.rows.size === 0 && fromIndex > 0 ? (
      <p className="search-status__note">{t('status.showingSaved')}</p>
    ) : null;

  return (
    <div
      className="search-status"
      data-testid="search-status"
      data-phase={remote.status === 'running' ? remote.phase : remote.status}
    >
      {progress}
      {waiting}
      {banner}
    </div>
  );
}
