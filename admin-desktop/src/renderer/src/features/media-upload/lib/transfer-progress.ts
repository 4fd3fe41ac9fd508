export interface TransferProgress {
  loaded: number
  total: number
  /** 0 to 1 */
  fraction: number
}

export function progressOf(loaded: number, total: number): TransferProgress {
  const fraction = total > 0 ? Math.min(1, Math.max(0, loaded / total)) : 0
  return { loaded, total, fraction }
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** '1.4 MB': sizes as people read them (1 KB = 1024 bytes, one decimal from MB up). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit >= 2 ? 1 : 0
  return `${value.toFixed(digits)} ${UNITS[unit]}`
}
