import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { gracefulShutdown } from '#http/services/graceful_shutdown'
import { failure, ok } from '#core/transformers/envelope'

const CHECK_TIMEOUT_MS = 2000

/**
 * Readiness for a load balancer: 503 while the database is unreachable or
 * while this instance is stopping (it finishes what it accepted, and the
 * balancer should send new work elsewhere).
 */
export default class HealthController {
  async show({ response }: HttpContext) {
    if (gracefulShutdown.draining) {
      return response.serviceUnavailable(
        failure('This instance is shutting down', { status: 'draining', database: null })
      )
    }
    const reachable = await Promise.race([
      db
        .rawQuery('SELECT 1')
        .then(() => true)
        .catch(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)),
    ])
    if (!reachable) {
      return response.serviceUnavailable(
        failure('The database is unreachable', { status: 'unavailable', database: false })
      )
    }
    return ok('OK', { status: 'ok', database: true })
  }
}
