/** Which build this is: VITE_BUILD_ID at build time (a commit, a release number), else "dev". */
function readBuildId(): string {
  const value: unknown = import.meta.env.VITE_BUILD_ID;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : 'dev';
}

export const BUILD_ID = readBuildId();
