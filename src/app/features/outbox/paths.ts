/**
 * The outbox feature's routes: the pattern the router matches and typed builders for links.
 * Every value put in a path is encoded as one segment; a value that cannot be one (empty, a dot
 * segment the URL parser would resolve, text that is not well-formed Unicode) gives no link.
 */
import { devopsPaths } from '../devops';

export const OUTBOX_ROUTES = {
  outbox: '/outbox',
} as const;

/** A value as one path segment, or undefined when no URL can carry it back unchanged. */
export function pathSegment(value: string): string | undefined {
  if (value === '' || value === '.' || value === '..') return undefined;
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate: encodeURIComponent throws URIError.
    return undefined;
  }
}

export const outboxPaths = {
  outbox: () => OUTBOX_ROUTES.outbox,
  /** The work request a sent change started (the DevOps feature's page). */
  workRequest: (workRequestId: string): string | undefined => {
    return pathSegment(workRequestId) === undefined ? undefined : devopsPaths.workRequest(workRequestId);
  },
} as const;
