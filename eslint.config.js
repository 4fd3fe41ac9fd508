import { RULES_LIST, configApp, configPkg } from '@adonisjs/eslint-config'

/**
 * One lint setup for every workspace: the AdonisJS app rules for api/, the
 * package rules for the rest. Prettier (AdonisJS style) runs through ESLint.
 */
const api = configApp()
  .filter((block) => !block.files || block.files.every((glob) => glob === '**/*.ts'))
  .map((block) => (block.files ? { ...block, files: ['api/**/*.ts'] } : block))

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/out/**',
      '**/build/**',
      '**/storage/**',
      '**/.adonisjs/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  ...api,
  ...configPkg({
    files: ['shared/**/*.ts', 'storefront/**/*.{ts,tsx}', 'admin-desktop/**/*.{ts,tsx}'],
  }),
  // the benchmark's plain-JavaScript scripts (npm run bench) follow the same rules
  { files: ['bench/**/*.mjs'], rules: RULES_LIST },
  {
    // front-end convention: kebab-case modules, PascalCase component files
    files: ['shared/**/*.ts', 'storefront/**/*.{ts,tsx}', 'admin-desktop/**/*.{ts,tsx}'],
    rules: {
      '@unicorn/filename-case': ['error', { cases: { kebabCase: true, pascalCase: true } }],
    },
  },
]
