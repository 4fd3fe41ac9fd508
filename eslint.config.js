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

/**
 * The API's domain floors (docs/architecture.md#domain-floors), the one table of them: a domain
 * of api/app imports only the domains on floors below its own, never one above it nor a sibling
 * on its own floor, whether by `#<domain>`, `#<domain>/...` or a relative path. It tells the
 * floors above what happened through AdonisJS's emitter instead (the events of
 * `app/<domain>/events.ts`, listened to in `api/start/events.ts`). core is the ground; http/ is
 * on top (with start/, outside app/). Every folder of api/app needs its floor here.
 */
export const DOMAIN_FLOORS = {
  core: 0,
  accounts: 1,
  media: 2,
  catalogue: 3,
  store: 3,
  contact: 3,
  builder: 4,
  certificates: 4,
  coupons: 5,
  payments: 6,
  invoicing: 7,
  admin: 8,
  http: 9,
}

/** One zone per forbidden pair: the domain, and each domain on its floor or above. */
function apiDomainFloorZones() {
  const unplaced = readdirSync(at('api/app'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !(entry.name in DOMAIN_FLOORS))
    .map(({ name }) => `api/app/${name}`)
  if (unplaced.length > 0) {
    throw new Error(
      `${unplaced.join(', ')}: give each a floor in DOMAIN_FLOORS (eslint.config.js, docs/architecture.md#domain-floors)`
    )
  }
  const domains = Object.entries(DOMAIN_FLOORS)
  return domains.flatMap(([name, floor]) =>
    domains
      .filter(([other, otherFloor]) => other !== name && otherFloor >= floor)
      .map(([other, otherFloor]) => ({
        target: at('api/app', name),
        from: at('api/app', other),
        message:
          `Domain floors: ${name} (floor ${floor}) imports only the floors below its own, and ` +
          (otherFloor === floor
            ? `${other} is its sibling on floor ${floor}. `
            : `${other} is on floor ${otherFloor}. `) +
          'Move what both need down, pass it in, or tell the floor above through an event (docs/architecture.md#domain-floors).',
      }))
  )
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
            ...apiDomainFloorZones(),
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

/**
 * The desktop app's and the shared code's tests also run on a Windows runner
 * (.github/workflows/desktop-app.yml). Two mistakes pass on Linux and fail there: starting npm's
 * binaries without a shell, and comparing a computed path with a POSIX literal.
 */
const SPAWNING_FUNCTIONS = 'execFileSync|execFile|spawn|spawnSync|execSync'

/**
 * npx/npm (or npx.cmd/npm.cmd) started with no `shell` in the options object it is given (a
 * `shell` nested deeper, say in `env`, does not count; esquery cannot chain `>` inside one :has).
 */
const NPM_BINARY_WITHOUT_SHELL = {
  selector: `CallExpression:matches([callee.name=/^(${SPAWNING_FUNCTIONS})$/], [callee.property.name=/^(${SPAWNING_FUNCTIONS})$/])[arguments.0.value=/^np[mx](\\.cmd)?$/]:not(:has(> ObjectExpression:has(> Property:matches([key.name="shell"], [key.value="shell"]))))`,
  message:
    "On Windows npx and npm are .cmd scripts, which Node starts only through a shell: give this call's options `shell: process.platform === 'win32'`.",
}

/** `process.env.TMPDIR ?? '/tmp'` and the like. */
const POSIX_TMP_FALLBACK = {
  selector: 'LogicalExpression[right.value=/^\\x2Ftmp\\x2F?$/]',
  message: 'Windows has no /tmp (nor TMPDIR): take the temporary folder from os.tmpdir().',
}

/*
 * An absolute POSIX path, as a literal or the start of a template, given to an expectation.
 * esquery's regular expressions cannot hold a "/", hence \x2F. Not every "/a/b": the desktop's
 * tests compare URL paths too ('/users/u42/orders', '/course/create', the storefront's
 * '/home/store'), so only paths under a filesystem root count: the system's (/tmp, /var, /etc,
 * /usr, /opt, /private, /root, /mnt, /srv, /Users, /Volumes, /Applications, /home/<user>/, which
 * needs a third segment since /home/<page> is a storefront route) and the stand-in roots these
 * tests use (/d/ for a dist folder, /app/, /logs/). Case matters: /Users/ is macOS, /users/ a route.
 */
const POSIX_ROOT =
  '^\\x2F(?:tmp|var|etc|usr|opt|private|root|mnt|srv|Users|Volumes|Applications|d|app|logs|home\\x2F[^\\x2F?#]+)\\x2F'
const EXPECTATIONS =
  'toBe|toEqual|toStrictEqual|toContain|toMatch|toHaveBeenCalledWith|toHaveBeenLastCalledWith|toHaveBeenNthCalledWith'
const POSIX_PATH_MESSAGE =
  'A POSIX path literal compared with a computed path fails on Windows (drive letters, backslashes): build the expected path with path.join/path.resolve, temporary folders from os.tmpdir().'
const POSIX_PATHS_IN_EXPECTATIONS = [
  {
    selector: `CallExpression[callee.property.name=/^(${EXPECTATIONS})$/] > Literal.arguments[value=/${POSIX_ROOT}/]`,
    message: POSIX_PATH_MESSAGE,
  },
  {
    selector: `CallExpression[callee.property.name=/^(${EXPECTATIONS})$/] > TemplateLiteral.arguments[quasis.0.value.raw=/${POSIX_ROOT}/]`,
    message: POSIX_PATH_MESSAGE,
  },
]

const DESKTOP_TESTS = [
  'admin-desktop/**/*.test.{ts,tsx}',
  'admin-desktop/**/testing/**',
  'admin-desktop/packaging/**',
  'admin-desktop/release-check/**',
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
  {
    // tests that also run on Windows: no npx/npm without a shell, no /tmp (see above)
    files: [...DESKTOP_TESTS, 'shared/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NPM_BINARY_WITHOUT_SHELL, POSIX_TMP_FALLBACK] },
  },
  {
    // the desktop's tests compare file paths; the options repeat the block above, which they replace
    files: DESKTOP_TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        NPM_BINARY_WITHOUT_SHELL,
        POSIX_TMP_FALLBACK,
        ...POSIX_PATHS_IN_EXPECTATIONS,
      ],
    },
  },
]
