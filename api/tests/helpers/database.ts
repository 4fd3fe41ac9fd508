import type { Group } from '@japa/runner/core'
import testUtils from '@adonisjs/core/services/test_utils'

/**
 * Every test starts from empty tables (migrations stay applied), including
 * sessions and rate-limit counters.
 */
export function withCleanDatabase(group: Group) {
  group.each.setup(() => testUtils.db().truncate())
}
