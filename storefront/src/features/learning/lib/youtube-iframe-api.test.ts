import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  loadYouTubeIframeApi,
  resetYouTubeIframeApiLoader,
  YOUTUBE_IFRAME_API_URL,
  type YouTubeNamespace,
} from './youtube-iframe-api.ts'

type ApiWindow = Window & {
  YT?: YouTubeNamespace & { loaded?: number }
  onYouTubeIframeAPIReady?: () => void
}
const apiWindow = window as ApiWindow

function injectedScripts() {
  return [...document.head.querySelectorAll('script')].filter(
    (script) => script.src === YOUTUBE_IFRAME_API_URL
  )
}

afterEach(() => {
  resetYouTubeIframeApiLoader()
  delete apiWindow.YT
  delete apiWindow.onYouTubeIframeAPIReady
  for (const script of injectedScripts()) script.remove()
  vi.useRealTimers()
})

describe('YouTube IFrame API loader', () => {
  it('adds the script once and resolves when the API says it is ready', async () => {
    const first = loadYouTubeIframeApi()
    const second = loadYouTubeIframeApi()
    expect(second).toBe(first)
    expect(injectedScripts()).toHaveLength(1)

    const namespace = { Player: vi.fn(), loaded: 1 } as unknown as YouTubeNamespace
    apiWindow.YT = namespace
    apiWindow.onYouTubeIframeAPIReady?.()
    await expect(first).resolves.toBe(namespace)
  })

  it('uses an API that is already on the page', async () => {
    const namespace = { Player: vi.fn(), loaded: 1 } as unknown as YouTubeNamespace
    apiWindow.YT = namespace
    await expect(loadYouTubeIframeApi()).resolves.toBe(namespace)
    expect(injectedScripts()).toHaveLength(0)
  })

  it('keeps a ready handler another script installed', async () => {
    const other = vi.fn()
    apiWindow.onYouTubeIframeAPIReady = other
    const loading = loadYouTubeIframeApi()
    apiWindow.YT = { Player: vi.fn(), loaded: 1 } as unknown as YouTubeNamespace
    apiWindow.onYouTubeIframeAPIReady?.()
    await loading
    expect(other).toHaveBeenCalledOnce()
  })

  it('rejects when the script cannot load, and tries afresh next time', async () => {
    const loading = loadYouTubeIframeApi()
    injectedScripts()[0]!.dispatchEvent(new Event('error'))
    await expect(loading).rejects.toThrow('could not be loaded')
    expect(injectedScripts()).toHaveLength(0)

    void loadYouTubeIframeApi().catch(() => undefined)
    expect(injectedScripts()).toHaveLength(1)
  })

  it('gives up after the timeout (a closed network)', async () => {
    vi.useFakeTimers()
    const loading = loadYouTubeIframeApi(undefined, 1000)
    vi.advanceTimersByTime(1000)
    await expect(loading).rejects.toThrow('took too long')
  })
})
