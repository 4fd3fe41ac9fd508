import { timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import razorpayConfig from '#config/razorpay'
import { authenticationFailed, RazorpaySimulatorError } from './errors.js'

/**
 * The simulator's HTTP glue: its refusals leave in Razorpay's error format
 * instead of the API's `{ success, message }` (AdonisJS hands an exception to
 * the global handler before an outer middleware could see it, so each
 * controller action runs through `razorpayAnswer`).
 */

/** Runs `work` and answers its result, or its RazorpaySimulatorError in Razorpay's format. */
export async function razorpayAnswer({ response }: HttpContext, work: () => Promise<unknown>) {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof RazorpaySimulatorError)) throw error
    return response.status(error.status).send(error.toJSON())
  }
}

function same(given: string, expected: string) {
  const left = Buffer.from(given)
  const right = Buffer.from(expected)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Route middleware: the Orders API authenticates as Razorpay's does, HTTP
 * basic auth with the key id as user name and the key secret as password.
 */
export async function razorpayBasicAuth({ request, response }: HttpContext, next: NextFn) {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.header('authorization') ?? '')
  const credentials = match ? Buffer.from(match[1], 'base64').toString('utf8') : ''
  const separator = credentials.indexOf(':')
  const keyId = separator >= 0 ? credentials.slice(0, separator) : ''
  const keySecret = separator >= 0 ? credentials.slice(separator + 1) : ''
  // both compared, whatever the first says, so timing tells nothing
  const keyMatches = same(keyId, razorpayConfig.simulator.keyId)
  const secretMatches = same(keySecret, razorpayConfig.simulator.keySecret)
  if (!keyMatches || !secretMatches) {
    return response.status(401).send(authenticationFailed().toJSON())
  }
  return next()
}
