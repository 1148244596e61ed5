import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

/**
 * react-router's package exports name only its development build (warnings and checks a shipped
 * console never needs); the production build beside it has the same API and is about a tenth
 * smaller in the first route.
 */
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

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
