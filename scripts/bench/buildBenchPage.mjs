// Builds the benchmark page (tests/bench/search-bench.html and its worker) with Vite, the way the
// console's worker is built (ES modules, es2022), into dist-bench-search/; unminified when a
// profile is to name the functions.
import { fileURLToPath } from 'node:url';

export const BENCH_DIST = 'dist-bench-search';

export async function buildBenchPage({ minify = true } = {}) {
  const { build } = await import('vite');
  const root = fileURLToPath(new URL('../../tests/bench/', import.meta.url));
  await build({
    root,
    base: './',
    configFile: false,
    logLevel: 'warn',
    worker: { format: 'es' },
    build: {
      target: 'es2022',
      minify,
      outDir: fileURLToPath(new URL(`../../${BENCH_DIST}/`, import.meta.url)),
      emptyOutDir: true,
      rollupOptions: { input: `${root}search-bench.html` },
    },
  });
  return BENCH_DIST;
}
