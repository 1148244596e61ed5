/** The options of `npm run bench`: today's run unchanged, the phone's throttle, the size ladder, and bad input refused. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SIZES,
  LADDER_SIZES,
  PHONE_CPU_RATE,
  readBenchOptions,
  TARGET_SIZE,
} from '../../../../scripts/bench/benchOptions.mjs';

describe('readBenchOptions', () => {
  it('keeps the default run as it is: today’s sizes at full speed, with enrichment, the PWA and chaos', () => {
    const options = readBenchOptions([]);
    expect(options.sizes).toEqual(DEFAULT_SIZES);
    expect(options.cpuRates).toEqual([1]);
    expect(options.limit).toBe(100);
    expect([options.skipEnrich, options.skipPwa, options.skipChaos]).toEqual([false, false, false]);
    expect(options.minify).toBe(true);
  });

  it('measures the target size alone with the CPU throttled, and leaves out what is not search at scale', () => {
    const options = readBenchOptions(['--cpu', '4']);
    expect(options.sizes).toEqual([TARGET_SIZE]);
    expect(options.cpuRates).toEqual([4]);
    expect([options.skipEnrich, options.skipPwa, options.skipChaos]).toEqual([true, true, true]);
  });

  it('measures both ways when full speed is among the rates, in increasing order', () => {
    const options = readBenchOptions(['--cpu', '4,1', '--sizes', '100000,10000']);
    expect(options.cpuRates).toEqual([1, 4]);
    expect(options.sizes).toEqual([10_000, 100_000]);
    expect(options.skipPwa).toBe(false);
  });

  it('runs the ladder at full speed and as a phone unless told otherwise', () => {
    expect(readBenchOptions(['--ladder'])).toMatchObject({
      sizes: LADDER_SIZES,
      cpuRates: [1, PHONE_CPU_RATE],
    });
    expect(LADDER_SIZES).toEqual([10_000, 100_000, 250_000, 500_000, 1_000_000]);
    expect(readBenchOptions(['--ladder', '--cpu', '4']).cpuRates).toEqual([4]);
    expect(readBenchOptions(['--ladder', '--sizes', '250000']).sizes).toEqual([250_000]);
  });

  it('measures the console’s own download at the target size unless told, the console built first unless told', () => {
    expect(readBenchOptions(['--console-download'])).toMatchObject({
      consoleDownload: true,
      sizes: [TARGET_SIZE],
      skipBuild: false,
    });
    expect(readBenchOptions(['--console-download', '--sizes', '10000', '--skip-build'])).toMatchObject({
      sizes: [10_000],
      skipBuild: true,
    });
    expect(readBenchOptions([]).consoleDownload).toBe(false);
    // A phone's CPU for the download and the offline trial after it; full speed unless told.
    expect(readBenchOptions(['--console-download']).cpuRates).toEqual([1]);
    expect(readBenchOptions(['--console-download', '--cpu', '4']).cpuRates).toEqual([4]);
  });

  it('does not minify the page when a profile must name the functions', () => {
    expect(readBenchOptions(['--profile-start']).minify).toBe(false);
    expect(readBenchOptions(['--profile-queries']).minify).toBe(false);
    expect(readBenchOptions(['--profile-queries']).profileQueries).toBe(true);
  });

  it.each([
    [['--sizes', '10k'], '--sizes: "10k" is not a number'],
    [['--sizes', '1e5'], '--sizes: "1e5" is not a number'],
    [['--sizes', '10000,,20000'], '--sizes: an empty item'],
    [['--sizes', '10000,10000'], '--sizes: 10000 is given twice'],
    [['--sizes', '500'], '--sizes: 500 is below 1,000 resources'],
    [['--sizes', '2500.5'], '--sizes: 2500.5 is not a whole number'],
    [['--sizes', '9000000'], '--sizes: 9000000 is above 5,000,000'],
    [['--cpu', '0.5'], '--cpu: 0.5 is below 1'],
    [['--cpu', '4x'], '--cpu: "4x" is not a number'],
    [['--cpu=-4'], '--cpu: "-4" is not a number'],
    [['--cpu', '30'], '--cpu: 30 is above 20'],
    [['--limit', '0'], '--limit: 0 is not a page size'],
    [['--limit', '10,20'], '--limit: one page size'],
    [['--skip-build'], '--skip-build: only with --console-download'],
    [['--console-download', '--cpu', '1,4'], '--console-download: one --cpu rate'],
    [
      ['--console-download', '--ladder'],
      '--console-download: --ladder is an option of the search benchmarks',
    ],
  ])('refuses %j with what is wrong', (argv, message) => {
    expect(() => readBenchOptions(argv)).toThrow(message);
  });

  it('refuses an option it does not know rather than run without it', () => {
    expect(() => readBenchOptions(['--cpus', '4'])).toThrow(/--cpus/);
    expect(() => readBenchOptions(['250000'])).toThrow();
  });
});
