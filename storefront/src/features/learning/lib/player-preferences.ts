import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import { isPlaybackRate, NORMAL_RATE } from './playback-rates.ts'

/** How the learner likes lessons played: kept in this browser, for every lesson and course. */
export interface PlayerPreferences {
  rate: number
  /** 0 to 1 */
  volume: number
  muted: boolean
  /** Captions shown wherever a lesson has them */
  captions: boolean
}

export const PLAYER_PREFERENCES_KEY = 'pathshala-player'

export const DEFAULT_PLAYER_PREFERENCES: PlayerPreferences = {
  rate: NORMAL_RATE,
  volume: 1,
  muted: false,
  captions: false,
}

export function clampVolume(volume: number): number {
  return Math.min(1, Math.max(0, volume))
}

/**
 * What storage held, field by field: a field missing or unusable (an older or hand-edited
 * value) takes its default, so a bad value can never reach the player.
 */
export function readPlayerPreferences(stored: unknown): PlayerPreferences {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >
  const defaults = DEFAULT_PLAYER_PREFERENCES
  return {
    rate: isPlaybackRate(value.rate) ? value.rate : defaults.rate,
    volume:
      typeof value.volume === 'number' && Number.isFinite(value.volume)
        ? clampVolume(value.volume)
        : defaults.volume,
    muted: typeof value.muted === 'boolean' ? value.muted : defaults.muted,
    captions: typeof value.captions === 'boolean' ? value.captions : defaults.captions,
  }
}

const storage = createJSONStorage<PlayerPreferences>(() => localStorage)
// Read through the check both at start and when another tab changes the choice.
const validatedStorage: typeof storage = {
  ...storage,
  getItem: (key, initialValue) => readPlayerPreferences(storage.getItem(key, initialValue)),
  subscribe: (key, callback, initialValue) =>
    storage.subscribe!(key, (value) => callback(readPlayerPreferences(value)), initialValue),
}

/** Read when the atom is first used, so a lesson starts at the chosen speed and volume. */
export const playerPreferencesAtom = atomWithStorage<PlayerPreferences>(
  PLAYER_PREFERENCES_KEY,
  DEFAULT_PLAYER_PREFERENCES,
  validatedStorage,
  { getOnInit: true }
)
