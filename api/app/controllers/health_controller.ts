import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'

const CHECK_TIMEOUT_MS = 2000

export default class HealthController {
  async show({ response }: HttpContext) {
    const reachable = await Promise.race([
      db
        .rawQuery('SELECT 1')
        .then(() => true)
        .catch(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)),
    ])
    if (!reachable) {
      return response.serviceUnavailable({
        success: false,
        message: 'The database is unreachable',
        status: 'unavailable',
        database: false,
      })
    }
    return { success: true, message: 'OK', status: 'ok', database: true }
  }
}
