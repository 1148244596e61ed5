/** What other features may use of logging: the address of its search (routes join in ../index.ts). */
export { loggingPaths } from './paths';
