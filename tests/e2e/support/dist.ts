/**
 * The production build the browser tests serve: `dist/`, as `npm test` builds it, or another
 * folder named by E2E_DIST (a build made with `vite build --outDir …`, so that one test file can
 * be run against a build of its own while `dist/` is in use).
 */
export const DIST = process.env.E2E_DIST ?? 'dist';
