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

// A feature is used through its entry, features/<name>/index.ts, which exports what others may take
// (screens as lazyRetrying components). Import lines are matched as written, so how an import of
// another feature's inside is spelled depends on where the file sits: each entry below pairs a set
// of files with that spelling. The join of the routes (features/index.ts) reads each routes module.
const FEATURE_ENTRY_MESSAGE =
  'Another feature is used through its entry: import from features/<name> (its index.ts), never a file inside it. Export what you need from that index.ts (a screen as a lazyRetrying component), or move a piece several features share into kit, ui, data or navigation.';
const FEATURE_FENCES = [
  // Any file of src/app, a feature's too: `../features/search/SearchBox`.
  { files: ['src/app/**/*.{ts,tsx}'], inside: '^(\\.{1,2}/)+features/[a-z]+/' },
  // The features folder itself (the joins): `./search/SearchBox`, but `./search/routes` is the route table's.
  { files: ['src/app/features/*.{ts,tsx}'], inside: '^\\./[a-z]+/(?!routes$)' },
  // A feature's own files: `../search/SearchBox`.
  { files: ['src/app/features/*/*.{ts,tsx}'], inside: '^\\.\\./[a-z]+/' },
  // A feature's sub-folders: `../../search/SearchBox`.
  { files: ['src/app/features/*/*/*.{ts,tsx}'], inside: '^(\\.\\./){2}[a-z]+/' },
];
const ANYWHERE_INSIDE = FEATURE_FENCES[0].inside;

// Components read through data hooks (STYLE rule 14): only a data module (a `.ts` file: the hooks
// of app/data and a feature's use*.ts or commands module) reaches IndexedDB or the worker.
const COMPONENTS_READ_THROUGH_HOOKS = {
  selector: 'CallExpression[callee.name=/^(consoleDb|consoleApi)$/]',
  message:
    "A component reads through a data hook and acts through a data module (app/data, a feature's use*.ts or *Commands.ts), never consoleDb() or consoleApi() itself.",
};

/** `import()` is not seen by no-restricted-imports: the same fence as a syntax rule. */
const dynamicImportFence = (regex) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
  message: FEATURE_ENTRY_MESSAGE,
});

/** For each set of files: the static and the dynamic fence (the broad one and its own spelling). */
const featureFenceBlocks = FEATURE_FENCES.flatMap(({ files, inside }) => {
  const regexes = inside === ANYWHERE_INSIDE ? [inside] : [ANYWHERE_INSIDE, inside];
  const staticFence = regexes.map((regex) => ({ regex, message: FEATURE_ENTRY_MESSAGE }));
  const dynamicFence = regexes.map(dynamicImportFence);
  const tsx = files.map((glob) => glob.replace('{ts,tsx}', 'tsx'));
  return [
    {
      files,
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          { patterns: [APP_TAKES_WORKER_TYPES, ...staticFence] },
        ],
        'no-restricted-syntax': ['error', ...dynamicFence],
      },
    },
    {
      files: tsx,
      rules: { 'no-restricted-syntax': ['error', COMPONENTS_READ_THROUGH_HOOKS, ...dynamicFence] },
    },
  ];
});

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
    },
  },
  ...featureFenceBlocks,
  {
    // The kit (generic screens) and the kinds (declarations over it) sit under the features: a
    // feature uses them, never the other way round, not even through its entry. A feature's
    // addresses (its paths.ts) are the one file they may name, so a kind links to the page that
    // shows it. (Their dynamic imports keep the fence of every file of src/app.)
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
