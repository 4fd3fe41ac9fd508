import { indexEntities } from '@adonisjs/core'
import { defineConfig } from '@adonisjs/core/app'
import { generateRegistry } from '@tuyau/core/hooks'
import { clientRegistryOptions } from './app/http/api_client/client_registry.js'

export default defineConfig({
  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/session/commands'),
    () => import('@adonisjs/mail/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/cache/cache_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/ally/ally_provider'),
    () => import('#providers/api_provider'),
  ],

  preloads: [
    () => import('#start/routes'),
    () => import('#start/kernel'),
    () => import('#start/events'),
    { file: () => import('#start/prepare_database'), environment: ['web'] },
    { file: () => import('#start/payments_reconciler'), environment: ['web'] },
  ],

  tests: {
    suites: [
      {
        files: ['tests/unit/**/*.spec.ts'],
        name: 'unit',
        timeout: 5000,
      },
      {
        files: ['tests/functional/**/*.spec.ts'],
        name: 'functional',
        timeout: 30000,
      },
    ],
    forceExit: true,
  },

  metaFiles: [],

  /*
  | app/ is arranged by domain (docs/architecture.md): the make commands take the domain and
  | the kind in the name, as in `node ace make:controller catalogue/controllers/wishlist`.
  */
  directories: {
    httpControllers: 'app',
    models: 'app',
    services: 'app',
    validators: 'app',
    transformers: 'app',
    mails: 'app',
    middleware: 'app/http/middleware',
    exceptions: 'app/core/exceptions',
  },

  /*
  | `node ace codegen` (npm run generate), serve and build write the API client's contract
  | (app/http/api_client/client_registry.ts) and the manifest its types need (the config files
  | whose module augmentations type the HttpContext: auth, ally, ...).
  */
  hooks: {
    init: [indexEntities({ manifest: { enabled: true } }), generateRegistry(clientRegistryOptions)],
  },
})
