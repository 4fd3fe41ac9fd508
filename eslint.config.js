import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { RULES_LIST, configApp, configPkg } from '@adonisjs/eslint-config'
import importPlugin from 'eslint-plugin-import'

/**
 * One lint setup for every workspace: the AdonisJS app rules for api/, the
 * package rules for the rest. Prettier (AdonisJS style) runs through ESLint.
 */
const api = configApp()
  .filter((block) => !block.files || block.files.every((glob) => glob === '**/*.ts'))
  .map((block) => (block.files ? { ...block, files: ['api/**/*.ts'] } : block))

const ROOT = import.meta.dirname
const at = (...parts) => join(ROOT, ...parts)

/**
 * Each feature folder of a front end may use another feature only through that feature's public
 * entry (`features/<name>/index.ts`); inside itself it imports freely.
 */
function featureZones(featuresDir) {
  if (!existsSync(at(featuresDir))) return []
  return readdirSync(at(featuresDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: at(featuresDir, name),
      from: at(featuresDir, `!(${name})/**`),
      except: [at(featuresDir, '*/index.ts')],
      message: `Import another feature only through its public entry (features/<name>/index.ts).`,
    }))
}

/** The API's domains: the folders of api/app with a public entry (`index.ts`). */
function apiDomains() {
  return readdirSync(at('api/app'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(at('api/app', entry.name, 'index.ts')))
    .map(({ name }) => name)
}

/**
 * Code in api/app (another domain, core, http) and in api/dev reaches a domain only through its
 * public entry (`app/<domain>/index.ts`, imported as `#<domain>`); inside itself a domain imports
 * freely. The route files, config and tests import a domain's files directly (controllers lazily).
 */
function apiDomainZones() {
  return apiDomains().map((name) => ({
    target: [at('api/app', `!(${name})/**`), at('api/dev/**')],
    from: at('api/app', name),
    except: ['./index.ts'],
    message: `Import another domain only through its public entry (#${name}, app/${name}/index.ts).`,
  }))
}

const REACT_PACKAGES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  'jotai',
  'jotai/*',
  '@tanstack/react-query',
  '@blueprintjs/*',
  '@pathshala/ui',
  '@pathshala/ui/*',
]

/** By name, since the package's `exports` map is beyond the zones' resolver. */
const SHARED_NEVER_IMPORTS_THE_API = {
  group: ['@pathshala/api', '@pathshala/api/*'],
  message:
    'Shared code never imports an app: the contract client is generic over the registry each app binds it to.',
}

/** Which part of the repository may import which (see the zones' messages). */
export const boundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin },
    // plain Node resolution (no native resolver): imports carry their extension or are packages;
    // the API's `#...` subpath imports resolve through its package.json `imports` map
    settings: {
      'import/resolver': {
        [at('.ci/eslint-subpath-imports-resolver.cjs')]: {},
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: at('storefront'),
              from: at('admin-desktop'),
              message: 'The storefront never imports the admin app.',
            },
            {
              target: at('admin-desktop'),
              from: at('storefront'),
              // the admin's end-to-end suite runs on the storefront suite's server harness
              except: ['./e2e/support'],
              message: 'The admin app never imports the storefront.',
            },
            {
              target: at('api'),
              from: at('shared/ui'),
              message: 'The API never imports the React UI kit.',
            },
            {
              target: at('shared/src'),
              from: at('shared/ui'),
              message: '@pathshala/shared stays free of React.',
            },
            {
              target: at('shared'),
              from: [at('api'), at('storefront'), at('admin-desktop')],
              message: 'Shared code never imports an app: the apps import it.',
            },
            {
              // the contract (docs/api-contract.md#generated-client) is all a front end knows of
              // the API's code: its types, read through the app's one API client binding
              target: [at('storefront'), at('admin-desktop')],
              from: at('api'),
              except: ['./.adonisjs/client'],
              message:
                "A front end takes only the API's generated contract (api/.adonisjs/client).",
            },
            {
              target: at('admin-desktop/src/renderer'),
              from: at('admin-desktop/src/main'),
              message:
                'The renderer never imports the main process: it reaches the platform through src/renderer/src/platform and the preload API.',
            },
            {
              target: at('admin-desktop/src/main'),
              from: at('admin-desktop/src/renderer'),
              message: 'The main process never imports the renderer.',
            },
            ...apiDomainZones(),
            {
              // development-only code is loaded by start/dev_tools.ts alone, and only when the
              // configuration enables it; the tests use it directly
              target: [
                at('api/{app,bin,commands,config,database,providers}/**'),
                at('api/start/**/!(dev_tools).ts'),
                at('api/*.{ts,js}'),
              ],
              from: at('api/dev'),
              message:
                'Only start/dev_tools.ts loads api/dev (the simulator, the demo data), so a production start never does.',
            },
            ...featureZones('storefront/src/features'),
            ...featureZones('admin-desktop/src/renderer/src/features'),
          ],
        },
      ],
    },
  },
  {
    files: ['storefront/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pathshala/admin-desktop', '@pathshala/admin-desktop/*'],
              message: 'The storefront never imports the admin app.',
            },
            {
              regex: '^@pathshala/api(?!/registry/schema$)(/.*)?$',
              message:
                "From the API a front end imports only the generated contract's types (@pathshala/api/registry/schema).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['admin-desktop/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pathshala/storefront', '@pathshala/storefront/*'],
              message: 'The admin app never imports the storefront.',
            },
            {
              regex: '^@pathshala/api(?!/registry/schema$)(/.*)?$',
              message:
                "From the API a front end imports only the generated contract's types (@pathshala/api/registry/schema).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pathshala/ui', '@pathshala/ui/*'],
              message: 'The API never imports the React UI kit.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.ts', 'shared/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REACT_PACKAGES,
              message: '@pathshala/shared stays free of React: the API imports it.',
            },
            SHARED_NEVER_IMPORTS_THE_API,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SHARED_NEVER_IMPORTS_THE_API] }],
    },
  },
]

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
    files: ['shared/**/*.{ts,tsx}', 'storefront/**/*.{ts,tsx}', 'admin-desktop/**/*.{ts,tsx}'],
  }),
  // the benchmark's plain-JavaScript scripts (npm run bench) follow the same rules
  { files: ['bench/**/*.mjs'], rules: RULES_LIST },
  {
    // front-end convention: kebab-case modules, PascalCase component files
    files: ['shared/**/*.{ts,tsx}', 'storefront/**/*.{ts,tsx}', 'admin-desktop/**/*.{ts,tsx}'],
    rules: {
      '@unicorn/filename-case': ['error', { cases: { kebabCase: true, pascalCase: true } }],
    },
  },
  ...boundaries,
]
