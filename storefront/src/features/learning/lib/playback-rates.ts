/** The speeds a learner can pick; YouTube's player offers each of them too. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const

export const NORMAL_RATE = 1

export function isPlaybackRate(value: unknown): value is number {
  return (PLAYBACK_RATES as readonly unknown[]).includes(value)
}

/** '1.5×': how a speed is shown and named. */
export function rateLabel(rate: number): string {
  return `${rate}×`
}
