export type ChangeDirection = 'up' | 'down' | 'flat' | 'new'

export interface FigureChange {
  direction: ChangeDirection
  /** What the badge reads: '+12.5%', '-3%', '0%', 'New' */
  text: string
  /** The sentence a screen reader hears */
  description: string
}

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 })

/**
 * How a figure moved against the previous 30 days. With nothing to compare with (the server
 * sends no percentage) a figure above zero is new, and zero against zero is no change.
 */
export function describeChange(changePercent: number | null, current: number): FigureChange {
  if (changePercent === null) {
    return current > 0
      ? { direction: 'new', text: 'New', description: 'none in the previous 30 days' }
      : { direction: 'flat', text: '0%', description: 'no change on the previous 30 days' }
  }
  if (changePercent === 0)
    return { direction: 'flat', text: '0%', description: 'no change on the previous 30 days' }
  const size = percent.format(Math.abs(changePercent))
  return changePercent > 0
    ? { direction: 'up', text: `+${size}%`, description: `up ${size}% on the previous 30 days` }
    : { direction: 'down', text: `-${size}%`, description: `down ${size}% on the previous 30 days` }
}
