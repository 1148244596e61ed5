import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'reports', 'coverage', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/oci/**', 'src/worker/**', 'src/machines/**'],
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
          patterns: [
            {
              regex: '^(\\.\\./)+worker/(?!store/(db|sessionChannel)$)',
              allowTypeImports: true,
              message:
                'src/app may import only types from src/worker (the exceptions: the Dexie schema module store/db, which the app reads IndexedDB with, and store/sessionChannel, the sign-out message both listen to).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/oci/**'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'indexedDB', 'localStorage', 'navigator'],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'emulator/**', '*.config.*'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' } },
  },
);
