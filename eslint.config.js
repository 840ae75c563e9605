import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const featuresOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const serverFeatures = featuresOf('apps/server/src/features');
const webFeatures = featuresOf('apps/web/src/features');

// A server feature reaches another feature only through its service.ts, and an outside service only
// through its port (never a live adapter or a simulator), however the path is written.
const integrationRule = {
  group: ['**/integrations/*/live-adapter', '**/integrations/*/simulator', '**/integrations/*/simulator/*'],
  message: 'Features use integration ports, never live adapters or simulators.',
};
const serverBoundaries = serverFeatures.map((feature) => ({
  files: [`apps/server/src/features/${feature}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: serverFeatures
              .filter((other) => other !== feature)
              .flatMap((other) => [
                `../${other}/*`,
                `../../${other}/*`,
                `!../${other}/service`,
                `!../../${other}/service`,
                `**/features/${other}/*`,
                `!**/features/${other}/service`,
              ]),
            message: 'Import another server feature only through its service.ts.',
          },
          integrationRule,
        ],
      },
    ],
  },
}));

// The platform serves every feature and knows none of them.
const platformBoundary = {
  files: ['apps/server/src/platform/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['**/features', '**/features/**'], message: 'The platform must not import a feature.' }] },
    ],
  },
};

// A web feature imports ui, lib, @makro/domain and another feature's index.ts (its public face); never
// another feature's files or the app shell.
const webBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@/app',
              '@/app/*',
              ...webFeatures
                .filter((other) => other !== feature)
                .flatMap((other) => [`@/features/${other}/*`, `../${other}/*`, `**/features/${other}/*`]),
            ],
            message: 'A web feature imports ui, lib, @makro/domain and other features only through their index.ts.',
          },
        ],
      },
    ],
  },
}));

// ui and lib are generic: they know no feature and not the app shell.
const webSharedBoundary = {
  files: ['apps/web/src/{ui,lib}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features', '@/features/*', '@/app', '@/app/*', '**/features/**', '**/app/**'],
            message: 'ui and lib are shared by every feature and import none of them.',
          },
        ],
      },
    ],
  },
};

const domainBoundary = {
  files: ['packages/domain/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/apps/**', '@makro/server*', '@makro/web*', 'drizzle-orm*'],
            message: 'The domain package knows nothing of the apps or the database.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.e2e/**', 'test-results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'check-file': checkFile },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/**/src/**/': 'KEBAB_CASE' }],
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...serverBoundaries,
  platformBoundary,
  {
    // The web app calls the API only through contracts: no path of its own, no unchecked answer type.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api-client.ts', 'apps/web/src/lib/api-client.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^(\\/api)?\\/v1\\//]',
          message: 'Call the API with callEndpoint(contract, …): no hand-written /api/v1 path.',
        },
        {
          selector: 'TemplateElement[value.raw=/^(\\/api)?\\/v1\\//]',
          message: 'Call the API with callEndpoint(contract, …): no hand-written /api/v1 path.',
        },
      ],
    },
  },
  ...webBoundaries,
  webSharedBoundary,
  domainBoundary,
  prettier,
);
