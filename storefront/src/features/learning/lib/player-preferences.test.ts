import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PLAYER_PREFERENCES,
  PLAYER_PREFERENCES_KEY,
  playerPreferencesAtom,
  readPlayerPreferences,
} from './player-preferences.ts'

describe('player preferences', () => {
  it('are normal speed, full volume, sound and no captions at first', () => {
    expect(readPlayerPreferences(null)).toEqual({
      rate: 1,
      volume: 1,
      muted: false,
      captions: false,
    })
    expect(createStore().get(playerPreferencesAtom)).toEqual(DEFAULT_PLAYER_PREFERENCES)
  })

  it('keep each usable field of what was stored and default the rest', () => {
    expect(readPlayerPreferences({ rate: 1.5, volume: 0.4, muted: true, captions: 'yes' })).toEqual(
      { rate: 1.5, volume: 0.4, muted: true, captions: false }
    )
    expect(readPlayerPreferences({ rate: 3, volume: 7 })).toMatchObject({ rate: 1, volume: 1 })
    expect(readPlayerPreferences({ volume: -2 })).toMatchObject({ volume: 0 })
    expect(readPlayerPreferences('1.5')).toEqual(DEFAULT_PLAYER_PREFERENCES)
  })

  it('are read from and written to localStorage', () => {
    localStorage.setItem(PLAYER_PREFERENCES_KEY, JSON.stringify({ rate: 2, captions: true }))
    const store = createStore()
    // a player using the atom (mounting it) reads what this browser holds now
    store.sub(playerPreferencesAtom, () => undefined)
    expect(store.get(playerPreferencesAtom)).toMatchObject({ rate: 2, captions: true, volume: 1 })

    store.set(playerPreferencesAtom, { ...store.get(playerPreferencesAtom), muted: true })
    expect(JSON.parse(localStorage.getItem(PLAYER_PREFERENCES_KEY)!)).toMatchObject({
      rate: 2,
      muted: true,
    })
  })
})
