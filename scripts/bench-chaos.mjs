// The outbox under chaos at scale: tests/e2e/chaos.e2e.ts with CHAOS_CHANGES changes (1,000 by
// default; flow actions included), against a fresh production build in dist-bench-chaos/.
//   node scripts/bench-chaos.mjs [--changes 1000] [--dist DIR]
// Writes reports/bench-chaos.json and prints `issued applied duplicates lost retries confirmed drain_ms`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

// confirmed: changes settled by reading the resource after the refusal their own lost answer caused.
const FIGURES = ['issued', 'applied', 'duplicates', 'lost', 'retries', 'confirmed', 'drain_ms'];

/** The figures of the chaos test's report line: `issued=1000 applied=1000 … drain_ms=1234`. */
export function parseChaosLine(output) {
  const line = output.split('\n').find((text) => /issued=\d+/.test(text));
  if (line === undefined) return undefined;
  const figures = {};
  for (const name of FIGURES) {
    const match = new RegExp(`${name}=(\\d+)`).exec(line);
    if (match === null) return undefined;
    figures[name] = Number(match[1]);
  }
  return figures;
}

export function runChaosBench({ changes = 1000, dist } = {}) {
  let root = dist;
  if (root === undefined) {
    root = 'dist-bench-chaos';
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', root], {
      stdio: 'inherit',
    });
    if (build.status !== 0) return { failed: true, step: 'build', status: build.status };
  }
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', 'tests/e2e/chaos.e2e.ts'], {
    env: { ...process.env, CHAOS_CHANGES: String(changes), E2E_DIST: root },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const figures = parseChaosLine(output);
  return {
    changes,
    passed: run.status === 0,
    minutes: Math.round((Date.now() - started) / 600) / 100,
    ...(figures === undefined ? { failed: true, output: output.slice(-4000) } : figures),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { changes: { type: 'string', default: '1000' }, dist: { type: 'string' } },
  });
  const changes = Number(values.changes);
  if (!Number.isInteger(changes) || changes < 24) throw new Error(`--changes must be a whole number ≥ 24`);
  const report = runChaosBench({ changes, dist: values.dist });
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-chaos.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    report.failed
      ? `chaos at ${changes} changes: no report line\n${report.output ?? ''}`
      : `chaos at ${changes} changes (${report.passed ? 'passed' : 'FAILED'}): ${FIGURES.map((n) => `${n}=${report[n]}`).join(' ')}`,
  );
  process.exitCode = report.passed ? 0 : 1;
}
