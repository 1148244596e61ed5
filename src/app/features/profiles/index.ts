/**
 * What other features may use of profiles: the addresses of its screens (routes join in
 * ../index.ts), and the banner of an ended session the shell shows above every page.
 */
export { profilesPaths } from './paths';
export { SessionEndedBanner } from './SessionEndedBanner';
