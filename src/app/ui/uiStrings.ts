/**
 * Every word the shared components show or announce on their own. English here; the app hands
 * translated strings to `UiStringsProvider` (from its i18next resources), so a component never
 * hard-codes text a user can read or hear.
 */
import type { ConsoleFailure } from '../../contract/failure';
export interface ChartSummaryFacts {
  readonly title: string;
  /** Number of data items. */
  readonly count: number;
  /** Sum of the values, already formatted for the locale. */
  readonly total: string;
  /** The largest item, its value formatted, and its share formatted as a percent. */
  readonly largest?: { readonly label: string; readonly value: string; readonly share: string };
}

export interface UiStrings {
  readonly skipToContent: string;
  readonly theme: string;
  readonly themeLight: string;
  readonly themeDark: string;
  readonly themeSystem: string;
  readonly loading: string;
  readonly retry: string;
  readonly cancel: string;
  readonly confirm: string;
  readonly actions: string;
  readonly moreInformation: string;
  readonly breadcrumb: string;
  readonly requestId: string;
  readonly errorDetails: string;
  readonly noItems: string;
  readonly sortBy: string;
  readonly ascending: string;
  readonly descending: string;
  readonly sortedBy: (column: string, direction: 'ascending' | 'descending') => string;
  readonly asOf: (relativeTime: string) => string;
  readonly chartItem: string;
  readonly chartValue: string;
  readonly chartShare: string;
  readonly chartTotal: string;
  readonly chartOther: string;
  readonly chartSummary: (facts: ChartSummaryFacts) => string;
  /** A lifecycle state's (IN_PROGRESS) translation, or '' where there is none: the badge then says it in words. */
  readonly stateLabel: (state: string) => string;
  readonly showOcid: string;
  readonly hideOcid: string;
  readonly copyOcid: string;
  readonly copied: string;
  /** The Share button of every page (ShareButton). */
  readonly share: string;
  /** The Share button's words for a moment after the page's address was copied. */
  readonly linkCopied: string;
  /** Announced when the address was copied (no share sheet on this device). */
  readonly linkCopiedAnnounce: string;
  /** Announced when neither sharing nor copying worked. */
  readonly shareFailed: string;
  /** Spoken after a link that opens in a new browser tab (NewTabHint). */
  readonly opensInNewTab: string;
  /** Why something failed, in words (ErrorPanel's message when none is given). */
  readonly failureText: (failure: ConsoleFailure) => string;
}

export const defaultUiStrings: UiStrings = {
  skipToContent: 'Skip to content',
  theme: 'Theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeSystem: 'System',
  loading: 'Loading…',
  retry: 'Retry',
  cancel: 'Cancel',
  confirm: 'Confirm',
  actions: 'Actions',
  moreInformation: 'More information',
  breadcrumb: 'Breadcrumb',
  requestId: 'Request ID',
  errorDetails: 'Details',
  noItems: 'Nothing to show.',
  sortBy: 'Sort by',
  ascending: 'Ascending',
  descending: 'Descending',
  sortedBy: (column, direction) => `Sorted by ${column}, ${direction}`,
  asOf: (relativeTime) => `as of ${relativeTime}`,
  chartItem: 'Item',
  chartValue: 'Value',
  chartShare: 'Share',
  chartTotal: 'Total',
  chartOther: 'Other',
  chartSummary: ({ title, count, total, largest }) =>
    `${title}: ${count} ${count === 1 ? 'item' : 'items'}, total ${total}.` +
    (largest ? ` Largest: ${largest.label}, ${largest.value} (${largest.share}).` : ''),
  stateLabel: () => '',
  showOcid: 'Show OCID',
  hideOcid: 'Hide OCID',
  copyOcid: 'Copy OCID',
  copied: 'Copied',
  share: 'Share',
  linkCopied: 'Link copied',
  linkCopiedAnnounce: 'Link copied to the clipboard',
  shareFailed: 'Could not share or copy the link. Copy it from the address bar.',
  opensInNewTab: '(opens in a new tab)',
  failureText: (failure) => failure.message,
};
