/** What other features may use of profiles: the addresses of its screens (routes join in ../index.ts). */
export { profilesPaths } from './paths';
