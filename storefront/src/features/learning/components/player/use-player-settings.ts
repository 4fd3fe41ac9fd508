import { useEffect, type RefObject } from 'react'
import { useAtom } from 'jotai'
import { playerPreferencesAtom, type PlayerPreferences } from '../../lib/player-preferences.ts'
import type { PlaybackEngine } from './playback-engine.ts'

/**
 * The learner's speed, volume, mute and captions (remembered in this browser), applied to the
 * video each time one is ready (a new lesson loads afresh, and YouTube resets its speed) and
 * whenever the learner changes one.
 */
export function usePlayerSettings(
  engine: RefObject<PlaybackEngine | null>,
  ready: boolean,
  captionsAvailable: boolean
) {
  const [preferences, setPreferences] = useAtom(playerPreferencesAtom)
  const { rate, volume, muted, captions } = preferences

  useEffect(() => {
    if (ready) engine.current?.setRate(rate)
  }, [engine, ready, rate])
  useEffect(() => {
    if (ready) engine.current?.setVolume(volume)
  }, [engine, ready, volume])
  useEffect(() => {
    if (ready) engine.current?.setMuted(muted)
  }, [engine, ready, muted])
  useEffect(() => {
    if (ready && captionsAvailable) engine.current?.setCaptions(captions)
  }, [engine, ready, captionsAvailable, captions])

  const change = (update: Partial<PlayerPreferences>) =>
    setPreferences((previous) => ({ ...previous, ...update }))
  return { ...preferences, change }
}
