/** The script element could not be fetched or run (offline, blocked, wrong URL). */
export class ScriptLoadError extends Error {
  constructor(readonly src: string) {
    super(`Could not load ${src}`)
    this.name = 'ScriptLoadError'
  }
}

const loads = new Map<string, Promise<void>>()

/**
 * Adds `<script src>` once and resolves when it has run. Later calls for the same URL share the
 * first load; a failed load is forgotten (and its element removed) so the next call tries again.
 */
export function loadScriptOnce(src: string, doc: Document = document): Promise<void> {
  const pending = loads.get(src)
  if (pending) return pending

  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script')
    script.src = src
    script.async = true
    script.addEventListener('load', () => resolve(), { once: true })
    script.addEventListener(
      'error',
      () => {
        script.remove()
        loads.delete(src)
        reject(new ScriptLoadError(src))
      },
      { once: true }
    )
    doc.head.append(script)
  })
  loads.set(src, load)
  return load
}

/** Tests start from a page that has loaded nothing. */
export function forgetLoadedScripts() {
  loads.clear()
}
