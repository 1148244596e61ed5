// A phone's CPU for the benchmark page AND its dedicated worker, where the console's search runs.
//
// DevTools' `Emulation.setCPUThrottlingRate` slows the page's main thread only: Chromium 156
// answers the same command sent to the worker's own target with "Operation is only supported for
// pages, not workers", and a page throttled 4× leaves a loop in its worker as fast as before. And
// it stops the page's thread by spinning it: a page that only waited on its worker took 58 % of a
// core here, beside the browser's storage threads, where a phone's idle thread takes nothing. So
// each thread, the page's and each worker's, is throttled through the kernel: a cgroup (v1 `cpu`
// controller) of its own that lets it run 1 ms in every `rate` ms (`cpu.cfs_quota_us` /
// `cpu.cfs_period_us`), as a CPU `rate` times slower would, and idle costs nothing. DevTools is
// still asked for the worker, and its refusal kept. That needs write access to /sys/fs/cgroup/cpu
// (root, cgroup v1); without it `--cpu` stops with the reason rather than measure an unthrottled
// page. Neither slows IndexedDB's own work, done in the browser's storage threads, for the
// console and its raw-write floor alike.
//
// The kernel notices that a group spent its quota only when it next accounts the group's time on
// that CPU: at the scheduler's tick (every 4 ms at CONFIG_HZ=250) when nothing else happens. Alone
// in its group, the worker ran about 4 ms, then owed 3 and waited some 12: a job of 1 ms at full
// speed took 1 ms or 13, never the 4 a phone four times slower takes (measured: p50 1.0, p95 13.4
// ms). So a pacer shares the group and the worker's CPU (both pinned to it with taskset): a
// process that only wakes every PACER_MS, each wake making the kernel account the group there.
// Then the worker is held within a fraction of a millisecond of its quota, and a 1 ms job takes
// about 4 (p50 4.1, p95 7.2 ms). The pacer's own wakes spend some of the group's time: measured
// beside a stand-in for the worker before it joins, it is added to the quota, so that the worker
// itself still runs 1 / rate of the time. The proof times such short jobs (shortJob).
/* global window, performance -- in the functions run in the page */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { round } from './stats.mjs';
import { workerCommand } from './workerSession.mjs';

export const CGROUP_CPU = '/sys/fs/cgroup/cpu';
/** The slice the worker's thread may run in each period, in microseconds (the kernel's smallest quota). */
const SLICE_US = 1000;
/** Iterations of the fixed loop that proves the throttle: about 0.1–0.2 s at full speed here. */
const SPIN_ITERATIONS = 20_000_000;
/** How often the pacer wakes, in ms: well under the kernel's tick and the group's period. */
const PACER_MS = 0.5;
/** How long the pacer and its stand-in worker run before, then while, the pacer's use of the CPU is measured, in ms. */
const PACER_START_MS = 300;
const PACER_MEASURE_MS = 500;
/** The short job of the proof, in ms at full speed, and how many times it runs throttled. */
const SHORT_JOB_MS = 1;
const SHORT_JOB_RUNS = 200;

/** The cgroup's period and quota, in microseconds, that let a thread run at 1 / `rate` of a core. */
export function cgroupShare(rate) {
  return { periodUs: Math.round(SLICE_US * rate), quotaUs: SLICE_US };
}

/** The threads of the browser's renderers that run a dedicated worker: [{ pid, tid }]. */
async function workerThreads(browser) {
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = await session.send('SystemInfo.getProcessInfo');
    return processInfo
      .filter((child) => child.type === 'renderer')
      .flatMap((renderer) => {
        const tasks = `/proc/${renderer.id}/task`;
        if (!existsSync(tasks)) return [];
        return readdirSync(tasks)
          .filter((tid) => {
            try {
              return readFileSync(join(tasks, tid, 'comm'), 'utf8').startsWith('DedicatedWorker');
            } catch {
              return false; // the thread ended while the list was read
            }
          })
          .map((tid) => ({ pid: renderer.id, tid: Number(tid) }));
      });
  } finally {
    await session.detach();
  }
}

/** The cgroups this process made, removed at its exit should a run stop before closing its pages. */
const made = new Set();
/** The processes this one started in them (pacers, their stand-in workers), stopped at its exit likewise. */
const children = new Set();
process.once('exit', () => {
  for (const child of children) child.kill();
  for (const group of made) removeGroup(group);
});

/** Pins one thread (of any process) to one CPU. */
function pin(tid, cpu) {
  execFileSync('taskset', ['-p', '-c', String(cpu), String(tid)], { stdio: 'ignore' });
}

/**
 * A Node process running `script`, its thread in `group` on `cpu`; answers it once the script
 * runs (Node's own start is slow in a throttled group, and not what is measured).
 */
async function startInGroup(script, group, cpu) {
  const child = spawn(process.execPath, ['-e', `process.stdout.write('ready\\n'); ${script}`], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  try {
    pin(child.pid, cpu);
    writeFileSync(join(group, 'tasks'), String(child.pid));
    await new Promise((resolve, reject) => {
      child.stdout.once('data', resolve);
      child.once('exit', () => reject(new Error('a process of the throttle ended as it started')));
    });
  } catch (error) {
    child.kill();
    throw error;
  }
  // Nothing more is read from it, and it never keeps the benchmark from ending (this process's
  // exit stops it).
  child.stdout.destroy();
  child.unref();
  return child;
}

/** A process that wakes every PACER_MS and does nothing else, in `group` on `cpu` (see the top of this file). */
function startPacer(group, cpu) {
  return startInGroup(
    `const cell = new Int32Array(new SharedArrayBuffer(4)); for (;;) Atomics.wait(cell, 0, 0, ${PACER_MS});`,
    group,
    cpu,
  );
}

function removeGroup(group) {
  try {
    // A thread still in it goes back to the root group first; an ended one has already left.
    for (const tid of readFileSync(join(group, 'tasks'), 'utf8').split('\n').filter(Boolean)) {
      try {
        writeFileSync(join(CGROUP_CPU, 'tasks'), tid);
      } catch {
        // It ended since the list was read.
      }
    }
    rmdirSync(group);
  } catch {
    // Gone already.
  }
  made.delete(group);
}

/** Whether a process of this id still runs. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Removes the groups of earlier runs that ended without removing them (stopped by a signal). */
function sweepStaleGroups() {
  for (const name of readdirSync(CGROUP_CPU)) {
    const owner = /^field-console-bench-(\d+)-\d+$/.exec(name)?.[1];
    if (owner !== undefined && !alive(Number(owner))) removeGroup(join(CGROUP_CPU, name));
  }
}

/**
 * Microseconds of a CPU the pacer spends in a period of `periodUs` beside a thread of its group
 * that never stops, as the worker is when the quota holds it back (alone, each wake from an idle
 * CPU costs it several times more: 138 against 17 µs a period here).
 */
async function pacerUsePerPeriod(pacer, group, cpu, periodUs) {
  const spinner = await startInGroup('for (;;);', group, cpu);
  const thread = [{ pid: pacer.pid, tid: pacer.pid }];
  try {
    await new Promise((resolve) => setTimeout(resolve, PACER_START_MS));
    const before = ranMs(thread);
    await new Promise((resolve) => setTimeout(resolve, PACER_MEASURE_MS));
    const usedUs = (ranMs(thread) - before) * 1000;
    return Math.ceil(usedUs / ((PACER_MEASURE_MS * 1000) / periodUs));
  } finally {
    spinner.kill();
  }
}

/**
 * Puts one thread in a cgroup of its own that lets it run at 1 / `rate` of a core, pinned to
 * `cpu` with a pacer beside it (whose own use is added to the quota); answers the group's path,
 * the pacer and the microseconds a period added for it.
 */
async function throttleThread(tid, rate, cpu) {
  if (!existsSync(join(CGROUP_CPU, 'cpu.cfs_quota_us'))) {
    throw new Error(
      `--cpu: the page and its worker cannot be throttled: no cgroup v1 cpu controller at ${CGROUP_CPU} (DevTools throttles pages only, by spinning them)`,
    );
  }
  sweepStaleGroups();
  const group = join(CGROUP_CPU, `field-console-bench-${process.pid}-${tid}`);
  let pacer;
  try {
    mkdirSync(group);
    made.add(group);
    const { periodUs, quotaUs } = cgroupShare(rate);
    writeFileSync(join(group, 'cpu.cfs_period_us'), String(periodUs));
    // The pacer first, beside a stand-in for the worker: what it spends a period is added to the
    // quota.
    writeFileSync(join(group, 'cpu.cfs_quota_us'), String(quotaUs));
    pacer = await startPacer(group, cpu);
    const pacerUs = await pacerUsePerPeriod(pacer, group, cpu, periodUs);
    writeFileSync(join(group, 'cpu.cfs_quota_us'), String(quotaUs + pacerUs));
    pin(tid, cpu);
    writeFileSync(join(group, 'tasks'), String(tid));
    return { group, pacer, pacerUs };
  } catch (error) {
    // A thread that ended while its group was set up (a short-lived worker) leaves no pacer behind.
    pacer?.kill();
    removeGroup(group);
    throw new Error(
      `--cpu: a thread of the page cannot be throttled (${error.message}); it needs write access to ${CGROUP_CPU} and taskset`,
    );
  }
}

/** How often the kernel stopped the group's threads for their quota, and for how long in all (ms). */
function throttledSoFar(groups) {
  let periods = 0;
  let ms = 0;
  for (const group of groups) {
    const stat = Object.fromEntries(
      readFileSync(join(group, 'cpu.stat'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ')),
    );
    periods += Number(stat.nr_throttled ?? 0);
    ms += Number(stat.throttled_time ?? 0) / 1e6;
  }
  return { periods, ms: round(ms) };
}

/** Milliseconds the threads have run on a CPU so far (the first field of each one's schedstat). */
function ranMs(threads) {
  let ns = 0;
  for (const { pid, tid } of threads) {
    ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
  }
  return ns / 1e6;
}

/**
 * The fixed loop `runs` times in the worker, then `runs` times on the page; the fastest of each,
 * and for the worker's loops in all: their wall time, the time its threads ran on a CPU meanwhile,
 * and how often the kernel held them back for their quota (when `groups` throttle them).
 */
async function spinBoth(page, threads, groups = [], runs = 3) {
  const worker = [];
  const ranBefore = ranMs(threads);
  const heldBefore = throttledSoFar(groups);
  for (let run = 0; run < runs; run += 1) {
    worker.push(await page.evaluate((n) => window.searchBench.spin(n), SPIN_ITERATIONS));
  }
  const ran = ranMs(threads) - ranBefore;
  const heldAfter = throttledSoFar(groups);
  const onPage = [];
  for (let run = 0; run < runs; run += 1) {
    onPage.push(
      await page.evaluate((iterations) => {
        const started = performance.now();
        let sum = 0;
        for (let step = 0; step < iterations; step += 1) sum = (sum + step * 7) % 1_000_003;
        return sum < 0 ? sum : performance.now() - started;
      }, SPIN_ITERATIONS),
    );
  }
  const wall = worker.reduce((sum, ms) => sum + ms, 0);
  return {
    workerMs: round(Math.min(...worker)),
    pageMs: round(Math.min(...onPage)),
    workerLoops: {
      wallMs: round(wall),
      ranMs: round(ran),
      heldPeriods: heldAfter.periods - heldBefore.periods,
      heldMs: round(heldAfter.ms - heldBefore.ms),
    },
  };
}

/**
 * The short job (about SHORT_JOB_MS at full speed, from the loop's full-speed time) SHORT_JOB_RUNS
 * times back to back in the worker: its p50 and p95 in ms, and the p95 over its full-speed time.
 */
async function shortJobs(page, freeWorkerMs) {
  const iterations = Math.round((SPIN_ITERATIONS * SHORT_JOB_MS) / freeWorkerMs);
  const times = await page.evaluate(({ iterations, runs }) => window.searchBench.spinRuns(iterations, runs), {
    iterations,
    runs: SHORT_JOB_RUNS,
  });
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  return { fullSpeedMs: SHORT_JOB_MS, runs: times.length, p50: round(at(0.5)), p95: round(at(0.95)) };
}

/** How often the threads are looked over for a dedicated worker started since, in ms. */
const WATCH_MS = 100;

/**
 * Throttles each dedicated worker thread that appears after the first ones (`known`), until
 * stopped; `stop()` answers once none is being set up any more.
 */
function watchNewWorkers(browser, known, throttle) {
  let watching = true;
  const loop = (async () => {
    while (watching) {
      await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
      const threads = await workerThreads(browser).catch(() => []);
      for (const thread of threads) {
        if (!watching || known.has(thread.tid)) continue;
        // A thread that ended before its group was set up needs none.
        await throttle(thread).catch(() => undefined);
      }
    }
  })();
  return {
    stop: async () => {
      watching = false;
      await loop;
    },
  };
}

/** How long a page's worker may take to start before throttling it gives up, in ms. */
const WORKER_START_MS = 10_000;

/**
 * Throttles a page's main thread and its dedicated workers `rate`× slower (a cgroup each;
 * DevTools is asked for the worker first and its refusal kept): the benchmark page, whose worker
 * exists once it answered a ping, or a page of the console (`ready` says when it has started its
 * worker). A worker started later (the console's page writer starts at a download's first page)
 * is throttled once it is seen, within WATCH_MS and the time a group takes to set up. With
 * `prove` (the benchmark page only), times a fixed loop in the worker and on the page at full
 * speed, with the page alone throttled, and with both, and reads how long the worker's thread ran
 * meanwhile and how often the kernel held it back. Answers what was done and `release()`, to call
 * before the page closes.
 */
export async function throttlePage(
  page,
  rate,
  { prove = false, ready = () => page.evaluate(() => window.searchBench.ping()) } = {},
) {
  const browser = page.context().browser();
  await ready();
  let threads = await workerThreads(browser);
  for (const waitUntil = Date.now() + WORKER_START_MS; threads.length === 0 && Date.now() < waitUntil;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    threads = await workerThreads(browser);
  }
  if (threads.length === 0) throw new Error('--cpu: no dedicated worker thread found in the page');
  const free = prove ? await spinBoth(page, threads) : undefined;
  let workerRefusal;
  try {
    await workerCommand(browser, 'Emulation.setCPUThrottlingRate', { rate });
  } catch (error) {
    workerRefusal = error.message;
  }
  const groups = [];
  const workerGroups = [];
  const started = [];
  let watching;
  const release = async () => {
    await watching?.stop();
    for (const pacer of started) pacer.kill();
    groups.forEach(removeGroup);
  };
  // Every thread on the last CPU, each in a group of its own: at 4× the page, the benchmark's
  // worker and the console's page writer together take at most three quarters of it, and the
  // other CPUs stay free of the pacers' wakes for the browser and its storage process (in one run
  // with the page writer on the other CPU, the download was 1.5× its floor and the slowest
  // free-text p95 30.4 ms; docs/BENCHMARKS.md).
  const cpu = cpus().length - 1;
  const throttleInto = async (tid) => {
    const throttled = await throttleThread(tid, rate, cpu);
    groups.push(throttled.group);
    started.push(throttled.pacer);
    return throttled;
  };
  const known = new Set();
  const throttleNext = async (thread) => {
    known.add(thread.tid);
    const throttled = await throttleInto(thread.tid);
    workerGroups.push(throttled.group);
    return throttled;
  };
  try {
    // The page's main thread (not through DevTools, which spins it: see the top of this file): its
    // renderer's first thread, whose id is the process's.
    for (const pid of new Set(threads.map((thread) => thread.pid))) await throttleInto(pid);
    const pageOnly = prove ? await spinBoth(page, threads) : undefined;
    let pacerUs = 0;
    for (const thread of threads) pacerUs = Math.max(pacerUs, (await throttleNext(thread)).pacerUs);
    watching = watchNewWorkers(browser, known, throttleNext);
    if (!prove) return { rate, workerRefusal, threads: threads.length, release };
    const both = await spinBoth(page, threads, workerGroups);
    const shortJob = await shortJobs(page, free.workerMs);
    const { periodUs } = cgroupShare(rate);
    return {
      rate,
      workerRefusal,
      threads: threads.length,
      proof: {
        // The quota's microseconds a period added for the pacer's own wakes.
        pacerUs,
        free,
        pageOnly,
        both,
        workerSlowdown: round(both.workerMs / free.workerMs, 2),
        pageSlowdown: round(both.pageMs / free.pageMs, 2),
        workerSlowdownByPage: round(pageOnly.workerMs / free.workerMs, 2),
        // Of the periods the throttled loops spanned, the share in which the kernel stopped the
        // worker at its quota: near 1 when the quota, not the machine's other work, set its pace.
        heldShare: round(both.workerLoops.heldPeriods / (both.workerLoops.wallMs / (periodUs / 1000)), 2),
        // The share of the throttled loops' wall time the worker ran on a CPU: at most 1 / rate.
        ranShare: round(both.workerLoops.ranMs / both.workerLoops.wallMs, 3),
        // How evenly: a short job's p95 throttled over its time at full speed (rate on a phone).
        shortJob: { ...shortJob, p95Slowdown: round(shortJob.p95 / shortJob.fullSpeedMs, 2) },
      },
      release,
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Milliseconds each dedicated worker thread of the browser has run on a CPU so far, by thread id
 * (a thread ended meanwhile is left out): read before and after a step, the difference is the
 * CPU each thread spent on it, beside its wall time (at `rate`× a thread bound by its own work
 * runs 1 / rate of it).
 */
export async function workerCpuMs(browser) {
  const ran = new Map();
  for (const thread of await workerThreads(browser)) {
    try {
      ran.set(thread.tid, ranMs([thread]));
    } catch {
      // The thread ended while it was read.
    }
  }
  return ran;
}

/**
 * What each worker thread ran on a CPU between two readings of workerCpuMs, in thread order (the
 * page's worker started first, its page writer after it), over `wallMs`: [{ ranMs, share }].
 */
export function workerCpuSince(before, after, wallMs) {
  return [...after]
    .sort(([a], [b]) => a - b)
    .map(([tid, ms]) => {
      const ran = ms - (before.get(tid) ?? 0);
      return { ranMs: round(ran), share: round(ran / wallMs, 3) };
    });
}

/** The proof as lines: the fixed loop in each state, and how the kernel held the worker back. */
export function proofLines(throttle) {
  const { proof, rate } = throttle;
  const loops = proof.both.workerLoops;
  return [
    `CPU ${rate}× slower: the page's thread and the worker's each through a cgroup of its own (DevTools refused the worker: "${throttle.workerRefusal ?? 'it did not'}")`,
    `  a fixed loop, worker / page ms: full speed ${proof.free.workerMs} / ${proof.free.pageMs}; the page alone throttled ${proof.pageOnly.workerMs} / ${proof.pageOnly.pageMs}; both throttled ${proof.both.workerMs} / ${proof.both.pageMs}`,
    `  a job of ${proof.shortJob.fullSpeedMs} ms at full speed, ${proof.shortJob.runs} times in the throttled worker: p50 ${proof.shortJob.p50}, p95 ${proof.shortJob.p95} ms (${proof.shortJob.p95Slowdown}×); the pacer's ${proof.pacerUs} µs a period added to the quota`,
    `  worker ${proof.workerSlowdown}× slower (${proof.workerSlowdownByPage}× with the page alone throttled), page ${proof.pageSlowdown}×; throttled, the worker ran ${loops.ranMs} of ${loops.wallMs} ms (${proof.ranShare}), held back at its quota in ${loops.heldPeriods} periods (${proof.heldShare} of them), ${loops.heldMs} ms`,
  ];
}
