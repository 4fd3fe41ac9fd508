import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace payments:reconcile`: asks Razorpay about every order still open
 * (created, failed or paid but not fulfilled) older than a few minutes and
 * younger than a week, and fulfils those with a captured payment. The API
 * runs the same every few minutes by itself; this is the run by hand.
 */
export default class PaymentsReconcile extends BaseCommand {
  static commandName = 'payments:reconcile'
  static description = 'Fulfil paid orders whose browser and webhook never came back'
  static options: CommandOptions = { startApp: true }

  @flags.number({
    description: 'Only orders at least this many minutes old (default: the config, 3)',
  })
  declare after?: number

  @flags.number({ description: 'Only orders at most this many days old', default: 7 })
  declare days: number

  async run() {
    const { default: razorpayConfig } = await import('#config/razorpay')
    if (razorpayConfig.mode === 'disabled') {
      this.logger.warning('Payments are switched off (no Razorpay keys): nothing to reconcile')
      return
    }
    const { runPendingMigrations } = await import('#core/services/database_migrations')
    const { default: Reconciler } = await import('#payments/services/reconciler')
    const { settlePaymentMails } = await import('#payments/services/fulfilment_service')
    await runPendingMigrations()

    const reconciler = await this.app.container.make(Reconciler)
    const summary = await reconciler.run({
      afterMinutes: this.after ?? razorpayConfig.reconcileAfterMinutes,
      maxAgeDays: this.days,
    })
    await settlePaymentMails()
    if (summary.skipped) {
      this.logger.warning('Another reconciler run is in progress')
      return
    }
    const line = `Checked ${summary.checked} order(s), fulfilled ${summary.fulfilled}, errors ${summary.errors}`
    if (summary.errors > 0) {
      this.logger.error(line)
      this.exitCode = 1
    } else {
      this.logger.success(line)
    }
  }
}
