import { afterEach, describe, expect, it } from 'vitest'
import { createFakeRazorpay } from '../../../test/fake-razorpay.ts'
import { GatewayMissingError, loadRazorpay, ScriptLoadError } from './load-gateway.ts'
import { forgetLoadedScripts } from './script-loader.ts'

const CHECKOUT_URL = 'http://127.0.0.1:3333/api/v1/razorpay-simulator/checkout.js'

function script() {
  return document.head.querySelector(`script[src="${CHECKOUT_URL}"]`)
}

describe('loadRazorpay', () => {
  afterEach(() => {
    forgetLoadedScripts()
    document.head.innerHTML = ''
    delete window.Razorpay
  })

  it('uses a Razorpay already on the page without loading anything', async () => {
    const { Razorpay } = createFakeRazorpay()
    window.Razorpay = Razorpay
    await expect(loadRazorpay(CHECKOUT_URL)).resolves.toBe(Razorpay)
    expect(script()).toBeNull()
  })

  it('loads the configured script on demand and returns what it defined', async () => {
    const { Razorpay } = createFakeRazorpay()
    const loading = loadRazorpay(CHECKOUT_URL)
    window.Razorpay = Razorpay
    script()!.dispatchEvent(new Event('load'))
    await expect(loading).resolves.toBe(Razorpay)
  })

  it('tells an unreachable script from one that brought no checkout', async () => {
    const unreachable = loadRazorpay(CHECKOUT_URL)
    script()!.dispatchEvent(new Event('error'))
    await expect(unreachable).rejects.toBeInstanceOf(ScriptLoadError)

    const empty = loadRazorpay(CHECKOUT_URL)
    script()!.dispatchEvent(new Event('load'))
    await expect(empty).rejects.toBeInstanceOf(GatewayMissingError)
  })
})
