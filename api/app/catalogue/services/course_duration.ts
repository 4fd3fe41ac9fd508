/**
 * A course or lesson length as the old client showed it: "1h 2m" from an
 * hour up, "5m 3s" from a minute up, else "45s".
 */
export function durationText(totalSeconds: number) {
  const seconds = Math.max(0, Math.floor(totalSeconds || 0))
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  if (hours > 0) return `${hours}h ${minutes}m`
  if (minutes > 0) return `${minutes}m ${seconds % 60}s`
  return `${seconds}s`
}
