/** Remaining time as m:ss, e.g. 300 -> '5:00', 59 -> '0:59'; negative or invalid -> '0:00'. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  return `${minutes}:${String(rest).padStart(2, '0')}`
}
