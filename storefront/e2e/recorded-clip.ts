import type { Browser, Page } from '@playwright/test'

// The demo's lesson videos are sample MP4s on the internet, out of reach here: the browser is
// answered with a clip it recorded itself (a canvas through MediaRecorder, WebM), so the
// player's specs run in Chromium's own media stack.

const SAMPLE_VIDEOS = /^https:\/\/commondatastorage\.googleapis\.com\/.*\.mp4$/

/** Records a WebM of a changing canvas, `seconds` long (it takes that long), in the browser. */
export async function recordClip(browser: Browser, seconds: number): Promise<Buffer> {
  const page = await browser.newPage()
  try {
    const base64 = await page.evaluate(async (length) => {
      const canvas = document.createElement('canvas')
      canvas.width = 320
      canvas.height = 180
      const context = canvas.getContext('2d')!
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' })
      const chunks: Blob[] = []
      recorder.addEventListener('dataavailable', (event) => chunks.push(event.data))
      const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve))
      recorder.start(100)
      const startedAt = performance.now()
      await new Promise<void>((resolve) => {
        const draw = () => {
          const elapsed = performance.now() - startedAt
          context.fillStyle = `hsl(${(elapsed / 10) % 360} 60% 45%)`
          context.fillRect(0, 0, canvas.width, canvas.height)
          if (elapsed < length * 1000) requestAnimationFrame(draw)
          else resolve()
        }
        draw()
      })
      recorder.stop()
      await stopped
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      return btoa(binary)
    }, seconds)
    return Buffer.from(base64, 'base64')
  } finally {
    await page.close()
  }
}

/**
 * Every demo lesson video the page asks for is answered with `clip`, by byte ranges as a video
 * host does: once Chromium has read a whole WebM without them it can no longer seek in it.
 */
export async function serveClipForSampleVideos(page: Page, clip: Buffer) {
  await page.route(SAMPLE_VIDEOS, (route) => {
    const headers = { 'accept-ranges': 'bytes' }
    const range = /^bytes=(\d+)-(\d*)$/.exec(route.request().headers()['range'] ?? '')
    if (!range)
      return route.fulfill({ status: 200, contentType: 'video/webm', headers, body: clip })
    const start = Number(range[1])
    const end = range[2] ? Math.min(Number(range[2]), clip.length - 1) : clip.length - 1
    return route.fulfill({
      status: 206,
      contentType: 'video/webm',
      headers: { ...headers, 'content-range': `bytes ${start}-${end}/${clip.length}` },
      body: clip.subarray(start, end + 1),
    })
  })
}
