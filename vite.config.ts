import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { SERVICES } from './src/oci/services';
import { REGIONS } from './src/oci/regions';
import { TABLES_FILE, tablesFrom } from './scripts/oci-tables.mjs';

/**
 * react-router's package exports name only its development build (warnings and checks a shipped
 * console never needs); the production build beside it has the same API and is about a tenth
 * smaller in the first route.
 */
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The app's entry script and its module preloads, as the build writes them into index.html. */
const APP_SCRIPT_TAGS =
  /^[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)[ \t]*\n/gm;

/**
 * Moves the app's entry script and module preloads from the head, where the build puts them, to
 * the end of the body, after the precached page's search form and its inline script. Traced on an
 * offline reload at 4× CPU: the parser stopped after the head, while the twenty modules arrived
 * from the service worker, and reached the form about 80 ms later than a page without them. The
 * preload scanner still finds the modules as early, so the app starts as soon as before.
 */
function appScriptsAfterSearchForm(): Plugin {
  return {
    name: 'field-console:app-scripts-after-search-form',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags = html.match(APP_SCRIPT_TAGS) ?? [];
        if (!tags.some((tag) => tag.includes('<script')))
          throw new Error('index.html: the build wrote no entry script to move after the search form');
        const moved = tags.map((tag) => `    ${tag.trim()}\n`).join('');
        return html.replace(APP_SCRIPT_TAGS, '').replace('</body>', `${moved}  </body>`);
      },
    },
  };
}

/**
 * Writes the OCI tables the server checks a relayed call against (which host a service has in a
 * region, which domains the realms own) into the build, from src/oci: the production server then
 * reads JSON and runs without TypeScript (scripts/oci-tables.mjs).
 */
function ociTablesForServer(): Plugin {
  return {
    name: 'field-console:oci-tables-for-server',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: TABLES_FILE,
        source: `${JSON.stringify(tablesFrom(SERVICES, REGIONS))}\n`,
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ]
        : [],
  },
  plugins: [
    react(),
    appScriptsAfterSearchForm(),
    ociTablesForServer(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // Prompt mode: a new version waits until the user accepts the reload (see src/app/pwa/).
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        globIgnores: ['**/field-console.config.json'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  worker: { format: 'es' },
  // No source maps in the shipped build unless asked for (SOURCEMAP=1 npx vite build).
  build: { target: 'es2022', sourcemap: process.env.SOURCEMAP === '1' },
  preview: { host: '127.0.0.1', port: 4173 },
  server: { host: '127.0.0.1' },
}));
