/*
| On `npm start` (web environment only): apply pending migrations, make sure
| the configured Admin exists, seed demo data into an empty database (the demo
| data is loaded only then, from api/dev through start/dev_tools.ts), then
| print where the product runs and how to sign in. Instances starting together
| on one database take turns (a cluster lock): the first migrates and seeds,
| the others find it done.
*/
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { runPendingMigrations } from '#core/services/database_migrations'
import AdminAccountService from '#accounts/services/admin_account_service'
import { runExclusively } from '#start/runtime/cluster_lock'
import { loadDemoData } from '#start/dev_tools'

// `node ace codegen` assembles the web app only to read its routes (warmup mode): no database.
if (app.getMode() === 'run') await prepareDatabase()

async function prepareDatabase() {
  const adminEmail = env.get('ADMIN_EMAIL')
  const adminPassword = env.get('ADMIN_PASSWORD')
  const seedWanted = env.get('SEED_DEMO') ?? !app.inProduction
  const demoData = seedWanted ? await loadDemoData() : null

  const preparation = await runExclusively(
    'startupPreparation',
    async () => {
      await runPendingMigrations()
      if (adminEmail && adminPassword) {
        const { created } = await new AdminAccountService().ensure(adminEmail, adminPassword)
        logger.info(`Admin ${adminEmail} ${created ? 'created' : 'confirmed'}`)
      }
      return demoData !== null && (await new demoData.default().seedIfEmpty())
    },
    { wait: true }
  )
  const seeded = preparation.ran && preparation.value

  app.ready(() => {
    const lines = [
      '',
      `  ${env.get('APP_NAME')} is running at ${env.get('APP_URL')}`,
      `  API: ${env.get('APP_URL')}/api/v1   health: ${env.get('APP_URL')}/api/v1/health`,
    ]
    if (demoData && (seeded || !app.inProduction)) {
      lines.push('  Demo logins:')
      for (const login of demoData.DEMO_LOGINS) {
        lines.push(`    ${login.role.padEnd(8)} ${login.email}  /  ${login.password}`)
      }
    }
    if (adminEmail) lines.push(`  Admin from ADMIN_EMAIL: ${adminEmail}`)
    lines.push('  Press Ctrl-C to stop.', '')
    console.log(lines.join('\n'))
  })
}
