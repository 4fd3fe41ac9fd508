import { vi } from 'vitest'
import type {
  YouTubeNamespace,
  YouTubePlayer,
  YouTubePlayerOptions,
} from '../lib/youtube-iframe-api.ts'

/** A YT.Player for tests: every method a spy, a 90-second video, no captions until told. */
export function fakeYouTubePlayer() {
  return {
    playVideo: vi.fn(),
    pauseVideo: vi.fn(),
    seekTo: vi.fn(),
    loadVideoById: vi.fn(),
    cueVideoById: vi.fn(),
    getCurrentTime: vi.fn(() => 0),
    getDuration: vi.fn(() => 90),
    getPlayerState: vi.fn(() => -1),
    destroy: vi.fn(),
    setPlaybackRate: vi.fn(),
    setVolume: vi.fn(),
    mute: vi.fn(),
    unMute: vi.fn(),
    loadModule: vi.fn(),
    getOptions: vi.fn((): string[] => []),
    getOption: vi.fn((_module: string, _option: string): unknown => undefined),
    setOption: vi.fn(),
  } satisfies YouTubePlayer
}

export type FakeYouTubePlayer = ReturnType<typeof fakeYouTubePlayer>

type PlayerEvents = Required<NonNullable<YouTubePlayerOptions['events']>>

/**
 * Puts a loaded IFrame API on the window whose Player hands out `player`; `events()` are the
 * handlers the lesson player gave it, to play YouTube's part (ready, state changes, modules).
 * Remove it with `delete window.YT` after the test.
 */
export function installFakeYouTube(player: YouTubePlayer) {
  let events: PlayerEvents | undefined
  const Player = vi.fn(function (_element: HTMLElement, options: YouTubePlayerOptions) {
    events = options.events as PlayerEvents
    return player
  })
  ;(window as { YT?: unknown }).YT = { Player, loaded: 1 } satisfies YouTubeNamespace & {
    loaded: number
  }
  return {
    Player,
    events(): PlayerEvents {
      if (!events) throw new Error('No YouTube player was created yet')
      return events
    },
  }
}
