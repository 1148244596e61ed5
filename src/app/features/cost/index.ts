/** What other features may use of the month's cost: its address (routes join in ../index.ts). */
export { costPaths } from './paths';
