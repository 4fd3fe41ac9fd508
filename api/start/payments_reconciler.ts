/*
| On `npm start` (web environment only): runs the payments reconciler every
| config.reconcileEveryMinutes, one run at a time (the next run is scheduled
| when the previous one ends), not at all when paying is switched off. With
| several instances each one's timer fires, but the run takes a cluster lock
| and skips when any instance started one within most of a period, so the
| cluster reconciles about once per period. The timer is cleared when the app
| terminates, after the run in progress and the confirmation mails being sent.
*/
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import razorpayConfig from '#config/razorpay'
import Reconciler from '#payments/services/reconciler'
import { settlePaymentMails } from '#payments/services/fulfilment_service'

// Not while `node ace codegen` only assembles the app to read its routes (warmup mode).
if (razorpayConfig.mode !== 'disabled' && app.getMode() === 'run') {
  const everyMs = Math.max(1000, razorpayConfig.reconcileEveryMinutes * 60_000)
  let timer: NodeJS.Timeout | undefined
  let current: Promise<unknown> | undefined
  let stopped = false

  const schedule = () => {
    if (stopped) return
    timer = setTimeout(tick, everyMs)
    timer.unref()
  }

  const tick = () => {
    timer = undefined
    current = app.container
      .make(Reconciler)
      .then((reconciler) =>
        reconciler.run({ backoff: true, notWithinMinutes: (everyMs / 60_000) * 0.8 })
      )
      .catch((error) => logger.error({ err: error }, 'payments: reconciler run failed'))
      .finally(() => {
        current = undefined
        schedule()
      })
  }

  app.ready(() => schedule())
  app.terminating(async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    await current
    await settlePaymentMails()
  })
}
