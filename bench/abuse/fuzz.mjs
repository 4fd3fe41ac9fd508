/*
| Sends fuzzed requests (the generators of the API's fuzz suite, spread
| evenly over every route) as a visitor, a signed-in learner (session cookie
| and XSRF token) and an admin (bearer token), a few at a time, and counts the
| answers by status class.
*/
import fc from 'fast-check'
import { describeRequest, requestArbitrary } from '../../api/tests/support/fuzz/generators.js'
import { closeFuzzConnections, sendFuzzRequest } from '../../api/tests/support/fuzz/sender.js'

const PARALLEL = 16

/**
 * Production without Razorpay keys turns paying off and says so with a 503
 * (README, Environment): the product's documented answer, not a failure.
 */
const PAYMENTS_OFF = 'Payments are not available right now'
const isPaymentsOff = (answer) => answer.status === 503 && answer.body.includes(PAYMENTS_OFF)

/** `count` requests spread over `routes`, deterministic for a seed. */
export function fuzzedRequests(routes, count, seed, goodIds) {
  const context = { goodIds, fieldNames: [] }
  const perRoute = Math.ceil(count / routes.length)
  const requests = []
  for (const [index, route] of routes.entries()) {
    const samples = fc.sample(requestArbitrary(route, context), {
      numRuns: perRoute,
      seed: seed + index,
    })
    for (const request of samples) requests.push({ route: route.pattern, request })
  }
  return requests.slice(0, count)
}

/** Sends every request; `identities` take turns. Answers counts, the first 5xx and unanswered requests. */
export async function sendAll(origin, requests, identities) {
  const counts = {
    '2xx': 0,
    '3xx': 0,
    '4xx': 0,
    '5xx': 0,
    '503 payments off': 0,
    'refused while sending': 0,
    'no answer': 0,
    'hung up': 0,
  }
  const serverErrors = []
  const unanswered = []
  let next = 0
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < requests.length) {
        const index = next++
        const { route, request } = requests[index]
        const identity = identities[index % identities.length]
        const answer = await sendFuzzRequest(origin, request, identity.headers)
        if (request.delivery === 'abort') counts['hung up']++
        // the server answered (413, 415...) and closed before reading the whole body
        else if (answer.status === 0 && !answer.error) counts['refused while sending']++
        else if (answer.status === 0) {
          counts['no answer']++
          if (unanswered.length < 10) {
            unanswered.push(
              `${route} as ${identity.name}: ${describeRequest(request, 200)} (${answer.error})`
            )
          }
        } else if (isPaymentsOff(answer)) counts['503 payments off']++
        else counts[`${Math.floor(answer.status / 100)}xx`]++
        if (answer.status >= 500 && !isPaymentsOff(answer) && serverErrors.length < 10) {
          serverErrors.push(
            `${answer.status} ${route} as ${identity.name}: ${describeRequest(request, 200)} -> ${answer.body.slice(0, 200)}`
          )
        }
      }
    })
  )
  closeFuzzConnections()
  return { counts, serverErrors, unanswered }
}
