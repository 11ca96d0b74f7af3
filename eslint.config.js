import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'bench/results', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },

  // The layers of docs/architecture.md, checked: each block names what a layer may not import.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(db|sync|features|components|app)/',
              message: 'src/domain imports nothing of the app: the server runs it too.',
            },
            {
              regex: '^(react|react-dom|dexie|dexie-react-hooks|@mantine/.*)$',
              message: 'src/domain is framework-free.',
            },
          ],
        },
      ],
    },
  },
  // Before the components block: a later block's list replaces an earlier one for a file both
  // match, and the components' list already forbids all of src/db.
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)db/instance(\\.ts)?$',
              message:
                'Screens read through hooks and write through commands, never the database itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(db|sync|features|app)/',
              message:
                'Components know no database, session, sync or feature: give them data as props.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/src/(db|sync|features|components|app)/',
              message: 'The server imports only src/domain of the app.',
            },
          ],
        },
      ],
    },
  },
);
