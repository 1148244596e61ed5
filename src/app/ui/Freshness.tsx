import { useLocale } from 'react-aria-components';
import { formatRelativeTime, toEpochMs } from './formatRelativeTime';
import { dateTimeFormat } from './intlFormats';
import type { RelativeTimeStyle } from './formatRelativeTime';
import { useUiStrings } from './UiStringsProvider';
import './Freshness.css';

export interface FreshnessProps {
  /** When the data was fetched. */
  readonly timestamp: number | Date | string;
  /** The present; the caller passes it (and re-renders on a timer) so the text stays true. */
  readonly now: number | Date;
  /** Defaults to the current language (react-aria's I18nProvider, else the browser's). */
  readonly locale?: string;
  /** Time zone of the full date in the title; the user's own by default. */
  readonly timeZone?: string;
  readonly style?: RelativeTimeStyle;
  /** Older than this many milliseconds, the text is marked as stale (a warning colour and weight). */
  readonly staleAfterMs?: number;
}

/**
 * How old shown data is: "as of 3 hours ago", in a <time> whose dateTime is the exact instant and
 * whose title is the full date, so offline results never pass for live ones.
 */
export function Freshness({
  timestamp,
  now,
  locale,
  timeZone,
  style = 'long',
  staleAfterMs,
}: FreshnessProps) {
  const strings = useUiStrings();
  const current = useLocale().locale;
  const lang = locale ?? current;
  const then = toEpochMs(timestamp);
  const nowMs = toEpochMs(now);
  if (Number.isNaN(then)) return null;
  const stale = staleAfterMs !== undefined && nowMs - then > staleAfterMs;
  const full = dateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'long', timeZone }).format(then);
  return (
    <time
      className={stale ? 'ui-freshness ui-freshness--stale' : 'ui-freshness'}
      dateTime={new Date(then).toISOString()}
      title={full}
    >
      {strings.asOf(formatRelativeTime(then, nowMs, lang, style))}
    </time>
  );
}
