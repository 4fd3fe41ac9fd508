/**
 * A player's clock: 'm:ss' under an hour, 'h:mm:ss' from one; unknown, negative or infinite
 * values (a live stream, a video still loading) read '0:00'.
 */
export function formatPlaybackTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = String(whole % 60).padStart(2, '0')
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
  return `${minutes}:${rest}`
}

/** 'current / total', the time display beside the controls. */
export function formatPlaybackProgress(current: number, total: number): string {
  return `${formatPlaybackTime(current)} / ${formatPlaybackTime(total)}`
}

/** A lesson's length for the content list, like the player's clock, or '' while unknown (0). */
export function lessonDurationLabel(timeDurationSeconds: number): string {
  return timeDurationSeconds > 0 ? formatPlaybackTime(timeDurationSeconds) : ''
}
