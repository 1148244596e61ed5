/**
 * What other features and the shell may use of search: the header's search box, its addresses,
 * how an address names one (matchResourceLink,
 * matchNamedLink), the merge of a list's pages, and, loaded on demand, a resource's stored overview
 * and the resource pages the registry's catch-all shows. This entry comes with the first route
 * (the search box): what it exports must stay small. Its routes join the table in ../index.ts.
 */
import { lazyRetrying } from '../../ui/lazyRetrying';

export { matchResourceLink } from './matchResourceLink';
export { matchNamedLink } from './namedResourceLink';
export { SEARCH_PATH, searchPaths } from './paths';
export { SearchBox } from './SearchBox';
export { mergeRows } from './searchReducer';

export const NamedResourcePage = lazyRetrying(() =>
  import('./NamedResourcePage').then((m) => ({ default: m.NamedResourcePage })),
);
export const ResourceLinkPage = lazyRetrying(() =>
  import('./ResourceLinkPage').then((m) => ({ default: m.ResourceLinkPage })),
);
/** A resource's overview from its index row (the kit's pages, a DevOps run offline), loaded on demand. */
export const StoredOverview = lazyRetrying(() =>
  import('./StoredOverview').then((m) => ({ default: m.StoredOverview })),
);
