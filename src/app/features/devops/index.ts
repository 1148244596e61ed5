/**
 * What other features may use of DevOps: the addresses of its screens (runs, deployments, work
 * requests). The screens are reached by link; their routes join the table in ../index.ts.
 */
export { devopsPaths } from './paths';
