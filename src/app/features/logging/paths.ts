/** The logging feature's pages: log search, under the navigation's /logging base route. */
import type { LogSearchFilters } from './logSearchParams';
import { filtersToQuery } from './logSearchParams';

export const LOGGING_PATTERNS = {
  search: '/logging/search',
} as const;

export const loggingPaths = {
  /** The search page, with a search already made when filters are given. */
  search: (filters?: LogSearchFilters) =>
    filters === undefined
      ? LOGGING_PATTERNS.search
      : `${LOGGING_PATTERNS.search}?${filtersToQuery(filters).toString()}`,
} as const;
