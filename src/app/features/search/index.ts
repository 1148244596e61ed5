/** The search feature: the header's search box, its routes and its addresses. */
export { SearchBox } from './SearchBox';
export { routes } from './routes';
export { readSearchLocation, SEARCH_PATH, searchPaths } from './paths';
export type { SearchLocation } from './paths';
export { matchResourceLink } from './matchResourceLink';
export type { ResourceLinkMatch } from './matchResourceLink';
