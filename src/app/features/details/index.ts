/**
 * What other features may use of details: the addresses of its pages (and the helpers that fill
 * them). The pages themselves are reached by link; their routes join the table in ../index.ts.
 */
export { fillPattern, pathTo, RELATED_PATTERNS } from './paths';
