import tseslint from 'typescript-eslint';
import {configs as litConfigs} from 'eslint-plugin-lit';
import {configs as wcConfigs} from 'eslint-plugin-wc';

export default tseslint.config(
  {ignores: ['dist/', 'node_modules/', 'custom-elements.json', '.test-results/', 'demo/**/*.js', 'docs/', '.docs-site/']},
  ...tseslint.configs.recommended,
  wcConfigs['flat/recommended'],
  litConfigs['flat/recommended'],
  {
    files: ['src/**/*.ts'],
    rules: {
      // Only the client may call fetch; only the sanitizer may touch untrusted HTML.
      'no-restricted-globals': ['error', {name: 'fetch', message: 'Only src/api/client.ts calls fetch.'}],
      'no-restricted-properties': [
        'error',
        {property: 'innerHTML', message: 'Untrusted HTML passes only through src/internal/sanitize.ts.'},
        {property: 'outerHTML', message: 'Untrusted HTML passes only through src/internal/sanitize.ts.'},
        {property: 'insertAdjacentHTML', message: 'Untrusted HTML passes only through src/internal/sanitize.ts.'},
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {name: 'lit/directives/unsafe-html.js', message: 'Render sanitized fragments, never HTML strings.'},
            {name: 'zod', message: "Use 'zod/mini' so the browser bundle stays small."},
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // The client is the one place that calls fetch; the reference API and CLI run the server side,
    // where building and serializing HTML documents is their job.
    files: ['src/api/client.ts', 'src/reference-api/**/*.ts', 'src/cli/**/*.ts'],
    rules: {'no-restricted-globals': 'off', 'no-restricted-properties': 'off'},
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.mjs'],
    rules: {
      '@typescript-eslint/no-unused-expressions': 'off', // chai's expect(x).to.be.true
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
