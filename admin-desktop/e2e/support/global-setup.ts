import { fileURLToPath } from 'node:url'
import startStorefrontHarness from '../../../storefront/e2e/support/global-setup.ts'
import { runToEnd } from '../../../storefront/e2e/support/processes.ts'

const ADMIN_DIR = fileURLToPath(new URL('../../', import.meta.url))
export const BUILD_LOG = fileURLToPath(new URL('../../test-results/e2e-build.log', import.meta.url))

/**
 * Once per run: the admin app's build (the API serves admin-desktop/out/web at /admin, the
 * folder `npm start` builds it into), then the storefront suite's harness, which builds the
 * storefront and starts the API with its database and the SMTP stand-in. Returns that
 * harness's teardown. E2E_ADMIN_BUILT=1 skips the admin build (quicker reruns).
 */
export default async function globalSetup() {
  if (process.env.E2E_ADMIN_BUILT !== '1') {
    const started = Date.now()
    await runToEnd('npm', ['run', 'build'], ADMIN_DIR, BUILD_LOG)
    console.log(`[e2e] admin app built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  // the dashboard must show a purchase a test just made, not figures computed seconds before
  process.env.DASHBOARD_CACHE_SECONDS ??= '0'
  return startStorefrontHarness()
}
