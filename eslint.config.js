import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// src/app imports only types from src/worker. Flat config replaces a rule's options per block, so
// a block that adds patterns for part of src/app (the kit and the kinds) repeats this one.
const APP_TAKES_WORKER_TYPES = {
  regex: '^(\\.\\./)+worker/',
  allowTypeImports: true,
  message:
    'src/app may import only types from src/worker; what both use at run time (the Dexie schema, messages, sync constants, the failure table) is in src/contract.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'reports', 'coverage', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Numbers in template strings are fine: sizes, counts and indices read the same either way.
      // The other switches are spelled out because the rule's own defaults allow them all.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allowNumber: true,
          allowAny: false,
          allowBoolean: false,
          allowNever: false,
          allowNullish: false,
          allowRegExp: false,
          allowArray: false,
        },
      ],
    },
  },
  {
    files: ['src/oci/**', 'src/rules/**', 'src/worker/**', 'src/machines/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [APP_TAKES_WORKER_TYPES],
        },
      ],
    },
  },
  {
    // Components read through data hooks (STYLE rule 14): only a data module (a `.ts` file: the
    // hooks of app/data and a feature's use*.ts or commands module) reaches IndexedDB or the worker.
    files: ['src/app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(consoleDb|consoleApi)$/]',
          message:
            "A component reads through a data hook and acts through a data module (app/data, a feature's use*.ts or *Commands.ts), never consoleDb() or consoleApi() itself.",
        },
      ],
    },
  },
  {
    // The kit (generic screens) and the kinds (declarations over it) sit under the features: a
    // feature uses them, never the other way round. A feature's addresses (its paths.ts) are the
    // one entry they may name, so a kind links to the page that shows it.
    files: ['src/app/kit/**/*.{ts,tsx}', 'src/app/kinds/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            APP_TAKES_WORKER_TYPES,
            {
              regex: '^(\\.\\./)+features/(?![a-z]+/paths$)',
              message:
                "src/app/kit and src/app/kinds import no feature (only a feature's paths.ts): move what both need into the kit, or hand it in (kit/kitParts.tsx).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!dexie$|\\.)',
              message: 'src/contract is shared by every runtime: no library but Dexie.',
            },
            {
              regex: '^\\.\\./(worker|app|sw|machines)/',
              message:
                'src/contract depends on src/oci and src/rules only; the runtimes depend on it, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // The console's own pure rules: over the facts of OCI and nothing else, in every runtime.
    files: ['src/rules/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.\\./oci/|\\./)',
              message: 'src/rules imports src/oci only: no library, no runtime of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/oci/**', 'src/rules/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        'fetch',
        'window',
        'document',
        'indexedDB',
        'localStorage',
        'navigator',
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'emulator/**', '*.config.*'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
