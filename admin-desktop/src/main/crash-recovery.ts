/** How many renderer crashes in a row are answered with a reload before the app stops trying. */
export const MAX_RELOADS = 3
export const RELOAD_WINDOW_MS = 60_000

/**
 * A crashed or killed renderer is reloaded (its drafts are on disk, so nothing typed is lost),
 * unless it keeps crashing: after MAX_RELOADS within a minute the reload is left to the admin.
 */
export function crashRecovery(reload: () => void, now: () => number = Date.now) {
  let recent: number[] = []
  return (details: { reason: string }): 'reloaded' | 'gave-up' | 'ignored' => {
    // a clean exit is the app closing, not a crash
    if (details.reason === 'clean-exit') return 'ignored'
    const time = now()
    recent = recent.filter((at) => time - at < RELOAD_WINDOW_MS)
    if (recent.length >= MAX_RELOADS) return 'gave-up'
    recent.push(time)
    reload()
    return 'reloaded'
  }
}
