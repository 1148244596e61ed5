/** What other features may use of licenses: the addresses of its screens (routes join in ../index.ts). */
export { licensePaths } from './paths';
