/** The search feature: the header's search box, its routes and its addresses. */
export { SearchBox } from './SearchBox';
export { routes } from './routes';
export { readSearchParams, SEARCH_PATH, searchPaths } from './paths';
export { readSearchLocation } from './searchLocation';
export type { SearchLocation } from './paths';
export { matchResourceLink } from './matchResourceLink';
export type { ResourceLinkMatch } from './matchResourceLink';
