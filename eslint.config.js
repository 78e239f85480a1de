// Type-aware checks the compiler does not make (docs/decisions/2026-11-27-typescript-eslint.md), run by `npm run lint:eslint`.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', '.tmp/**', '.stryker-tmp/**', 'reports/**', 'static/**', 'scripts/openapi/consumer.ts'] },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'test/**/*.ts', 'vitest.config.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A promise nobody awaits loses its error (an unhandled rejection ends the process) and its ordering.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function where a void callback is expected (an Express handler, an event listener): its rejection goes nowhere.
      '@typescript-eslint/no-misused-promises': 'error',
      // `await` on a value that is not a promise is a misunderstanding of the callee.
      '@typescript-eslint/await-thenable': 'error',
      // Namespaces only to extend a library's global types (Express's Request), marked where they are.
      '@typescript-eslint/no-namespace': 'error',
    },
  },
);
