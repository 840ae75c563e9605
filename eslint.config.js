import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
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

// A feature never reaches into another feature's internals. On the server the one door is `service.ts`.
const serverFeatureZones = featuresOf('apps/server/src/features').map((feature) => ({
  target: `./apps/server/src/features/${feature}`,
  from: './apps/server/src/features',
  except: [
    `./${feature}`,
    ...featuresOf('apps/server/src/features')
      .filter((f) => f !== feature)
      .map((f) => `./${f}/service.ts`),
  ],
  message: 'Import another server feature only through its service.ts.',
}));
const webFeatureZones = featuresOf('apps/web/src/features').map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: ['./apps/web/src/features', './apps/web/src/app'],
  except: [`./${feature}`],
  message: 'A web feature imports ui, lib and @makro/domain; never another feature or app.',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.e2e/**', 'test-results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'check-file': checkFile },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverFeatureZones,
            ...webFeatureZones,
            { target: './packages/domain', from: './apps', message: 'The domain package knows nothing of the apps.' },
            {
              target: './apps/server/src/features',
              from: './apps/server/src/integrations/*/simulator',
              message: 'Features use ports, never simulators.',
            },
          ],
        },
      ],
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
  prettier,
);
