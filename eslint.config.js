import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layerBlocks } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'bench/results', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },

  // The rules of hooks where React lives: the app and the screen tests. They run the React
  // Compiler's analysis over every file they see (two thirds of the lint time), and the server,
  // benchmarks and scripts have no components for it to find.
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },

  // The layers of docs/architecture.md, checked: each part of the code base, what it may not
  // import and why (eslint.layers.js).
  ...layerBlocks(),
);
