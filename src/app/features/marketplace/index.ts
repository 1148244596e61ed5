/** What other features may use of marketplace: the addresses of its screens (routes join in ../index.ts). */
export { marketplacePaths } from './paths';
