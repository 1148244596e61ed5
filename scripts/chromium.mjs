// Debian's Chromium as every browser run of the project starts it (tests and benchmarks): the
// binary from CHROMIUM_PATH or /usr/bin/chromium, with the flags this closed network needs.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
