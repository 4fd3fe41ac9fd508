import { describe, expect, test, vi } from 'vitest'
import { fakeBridge } from '../test/fake-bridge.ts'
import { makeServerUnreachable } from '../test/fake-api.ts'
import { createConnectivity, reportReachability, type NetworkEvents } from './connectivity.ts'
import { createDesktopPlatform } from './desktop-platform.ts'
import { createWebPlatform } from './web-platform.ts'

/** A window whose network flag and events the test controls. */
function fakeNetwork(onLine = true) {
  const target = new EventTarget()
  const network = {
    navigator: { onLine },
    addEventListener: (type: string, listener: () => void) =>
      target.addEventListener(type, listener),
    go(state: 'online' | 'offline') {
      network.navigator.onLine = state === 'online'
      target.dispatchEvent(new Event(state))
    },
  }
  return network as typeof network & NetworkEvents
}

describe('connectivity', () => {
  test("follows the system's online and offline events, telling subscribers of each change", () => {
    const network = fakeNetwork(false)
    const connectivity = createConnectivity(network)
    const seen: boolean[] = []
    const unsubscribe = connectivity.subscribe((online) => seen.push(online))
    expect(connectivity.online()).toBe(false)

    network.go('online')
    expect(connectivity.online()).toBe(true)
    network.go('online')
    network.go('offline')
    unsubscribe()
    network.go('online')
    expect(seen).toEqual([true, false])
    expect(connectivity.online()).toBe(true)
  })

  test('an unanswered call means offline until the next answer, whatever its status', async () => {
    const connectivity = createConnectivity(fakeNetwork())
    const seen: boolean[] = []
    connectivity.subscribe((online) => seen.push(online))
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const refusing = vi.fn(async () => new Response('{}', { status: 500 }))

    await expect(reportReachability(down, connectivity)('/api/v1/health')).rejects.toThrow(
      TypeError
    )
    expect(connectivity.online()).toBe(false)
    await expect(reportReachability(down, connectivity)('/api/v1/health')).rejects.toThrow()
    await reportReachability(refusing, connectivity)('/api/v1/health')
    expect(connectivity.online()).toBe(true)
    expect(seen).toEqual([false, true])
  })

  test('an aborted call says nothing about the server', async () => {
    const connectivity = createConnectivity(fakeNetwork())
    const aborted = async () => {
      throw new DOMException('The operation was aborted.', 'AbortError')
    }
    await expect(reportReachability(aborted, connectivity)('/x')).rejects.toThrow(/aborted/)
    expect(connectivity.online()).toBe(true)
  })

  test("the system's online event is believed until a call says otherwise", async () => {
    const network = fakeNetwork()
    const connectivity = createConnectivity(network)
    connectivity.unreachable()
    network.go('offline')
    network.go('online')
    expect(connectivity.online()).toBe(true)
    // the system having a network does not undo an unanswered call made while it had one
    connectivity.unreachable()
    expect(connectivity.online()).toBe(false)
  })

  test('the desktop platform goes offline when main answers status 0, online on the next answer', async () => {
    const bridge = fakeBridge()
    const platform = createDesktopPlatform(bridge, 'http://127.0.0.1:3333', vi.fn(), fakeNetwork())
    const seen: boolean[] = []
    platform.connectivity.subscribe((online) => seen.push(online))

    const restore = makeServerUnreachable(bridge)
    await expect(platform.api.get('/health')).rejects.toMatchObject({ status: 0 })
    expect(platform.connectivity.online()).toBe(false)

    restore()
    await platform.api.get('/health')
    expect(platform.connectivity.online()).toBe(true)
    expect(seen).toEqual([false, true])
  })

  test('the web platform goes offline when fetch gets no answer', async () => {
    const network = fakeNetwork()
    const platform = createWebPlatform(window, network)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      })
    )
    await expect(platform.api.get('/health')).rejects.toMatchObject({ status: 0 })
    expect(platform.connectivity.online()).toBe(false)

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true }))
    )
    await platform.api.get('/health')
    expect(platform.connectivity.online()).toBe(true)

    network.go('offline')
    expect(platform.connectivity.online()).toBe(false)
  })
})
