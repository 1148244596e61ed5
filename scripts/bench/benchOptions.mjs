// The options of `npm run bench` (scripts/bench.mjs), read and checked before anything starts: a
// ladder of sizes that cannot run (a typo, a duplicate, a rate below 1) fails at once with what was
// wrong, not an hour later in the middle of a size.
import { parseArgs } from 'node:util';

/** Today's sizes: what `npm run bench` measures with no options. */
export const DEFAULT_SIZES = [10_000, 100_000, 250_000, 500_000];
/**
 * The sizes the phone targets are set at; what `--cpu` and `--console-download` measure when
 * `--sizes` is not given.
 */
export const TARGET_SIZE = 250_000;
/** How cost grows: every figure at each of these, throttled and not (`--ladder`). */
export const LADDER_SIZES = [10_000, 100_000, 250_000, 500_000, 1_000_000];
/** A mid-range phone's CPU beside this machine's (`--ladder` measures at 1× and at this). */
export const PHONE_CPU_RATE = 4;
/** The synthetic tenancy is generated and stored in pages of this many resources. */
const SMALLEST_SIZE = 1_000;
const LARGEST_SIZE = 5_000_000;
const LARGEST_RATE = 20;

const OPTIONS = {
  sizes: { type: 'string' },
  limit: { type: 'string', default: '100' },
  cpu: { type: 'string' },
  ladder: { type: 'boolean', default: false },
  'skip-pwa': { type: 'boolean', default: false },
  'skip-chaos': { type: 'boolean', default: false },
  'memory-profile': { type: 'boolean', default: false },
  'queries-only': { type: 'boolean', default: false },
  'skip-enrich': { type: 'boolean', default: false },
  'profile-download': { type: 'boolean', default: false },
  'profile-index': { type: 'boolean', default: false },
  'profile-start': { type: 'boolean', default: false },
  'profile-queries': { type: 'boolean', default: false },
  'console-download': { type: 'boolean', default: false },
  'skip-build': { type: 'boolean', default: false },
};

/** A comma-separated list of numbers, each checked by `check` (which answers a complaint or nothing). */
function numberList(text, what, check) {
  const items = text.split(',').map((item) => item.trim());
  if (items.some((item) => item === '')) throw new Error(`${what}: an empty item in "${text}"`);
  const numbers = items.map((item) => {
    // Number('') is 0 and Number('1e5') is 100000: only plain decimal digits (and a point) count.
    if (!/^\d+(\.\d+)?$/.test(item)) throw new Error(`${what}: "${item}" is not a number`);
    const value = Number(item);
    const complaint = check(value);
    if (complaint !== undefined) throw new Error(`${what}: ${item} ${complaint}`);
    return value;
  });
  const repeated = numbers.find((value, at) => numbers.indexOf(value) !== at);
  if (repeated !== undefined) throw new Error(`${what}: ${repeated} is given twice`);
  return numbers;
}

function checkSize(value) {
  if (!Number.isInteger(value)) return 'is not a whole number of resources';
  if (value < SMALLEST_SIZE) return `is below ${SMALLEST_SIZE.toLocaleString('en')} resources`;
  if (value > LARGEST_SIZE) return `is above ${LARGEST_SIZE.toLocaleString('en')} resources`;
  return undefined;
}

function checkRate(value) {
  if (value < 1) return 'is below 1 (1 is the machine at full speed)';
  if (value > LARGEST_RATE) return `is above ${LARGEST_RATE} (no phone is that much slower)`;
  return undefined;
}

/**
 * The benchmark's options from its arguments (without node and the script). Sizes in increasing
 * order; `cpuRates` in increasing order, 1 being today's unthrottled run. `--cpu` alone measures
 * the target's size only; `--ladder` is every ladder size at 1× and 4× unless either is given.
 */
export function readBenchOptions(argv) {
  const { values } = parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false });
  const cpuGiven = values.cpu !== undefined;
  const sizes =
    values.sizes !== undefined
      ? numberList(values.sizes, '--sizes', checkSize)
      : values.ladder
        ? LADDER_SIZES
        : cpuGiven || values['console-download']
          ? [TARGET_SIZE]
          : DEFAULT_SIZES;
  const cpuRates =
    values.cpu !== undefined
      ? numberList(values.cpu, '--cpu', checkRate)
      : values.ladder
        ? [1, PHONE_CPU_RATE]
        : [1];
  const limit = numberList(values.limit, '--limit', (value) =>
    Number.isInteger(value) && value >= 1 && value <= 1000 ? undefined : 'is not a page size from 1 to 1,000',
  );
  if (limit.length !== 1) throw new Error('--limit: one page size, not a list');
  const searchOnly = [
    'ladder',
    'queries-only',
    'memory-profile',
    'profile-download',
    'profile-index',
    'profile-start',
    'profile-queries',
  ];
  const mixed = searchOnly.find((name) => values[name] !== undefined && values[name] !== false);
  if (values['console-download'] && mixed !== undefined) {
    throw new Error(
      `--console-download: --${mixed} is an option of the search benchmarks, not of the console's download`,
    );
  }
  if (values['console-download'] && cpuRates.length !== 1) {
    throw new Error('--console-download: one --cpu rate (each is a download of its own)');
  }
  if (values['skip-build'] && !values['console-download']) {
    throw new Error('--skip-build: only with --console-download (the benchmark page is always built)');
  }
  const profiling =
    values['profile-download'] ||
    values['profile-index'] ||
    values['profile-start'] ||
    values['profile-queries'];
  return {
    sizes: [...sizes].sort((a, b) => a - b),
    cpuRates: [...cpuRates].sort((a, b) => a - b),
    limit: limit[0],
    queriesOnly: values['queries-only'],
    memoryProfile: values['memory-profile'],
    // Enrichment, the PWA and the chaos test are not search at scale: they run once, in the
    // unthrottled pass (the PWA's reload throttles itself), and not at all in a throttled-only run.
    skipEnrich: values['skip-enrich'] || values['queries-only'] || !cpuRates.includes(1),
    skipPwa: values['skip-pwa'] || values['queries-only'] || !cpuRates.includes(1),
    skipChaos: values['skip-chaos'] || values['queries-only'] || !cpuRates.includes(1),
    profileDownload: values['profile-download'],
    profileIndex: values['profile-index'],
    profileStart: values['profile-start'],
    profileQueries: values['profile-queries'],
    minify: !profiling,
    // The console's own download instead of the benchmarks (scripts/bench/consoleDownload.mjs),
    // on the build in dist/ as it stands with --skip-build.
    consoleDownload: values['console-download'],
    skipBuild: values['skip-build'],
  };
}
