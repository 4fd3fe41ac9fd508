import { preferredTrackIndex, readerLanguages } from '../../lib/caption-language.ts'
import { clampVolume } from '../../lib/player-preferences.ts'
import type { YouTubePlayer } from '../../lib/youtube-iframe-api.ts'
import { knownSeconds, type PlaybackEngine } from './playback-engine.ts'

/** A caption track as YouTube's captions module lists it. */
export interface YouTubeCaptionTrack {
  languageCode: string
  displayName?: string
}

function isCaptionTrack(value: unknown): value is YouTubeCaptionTrack {
  return typeof (value as YouTubeCaptionTrack | null)?.languageCode === 'string'
}

/** The loaded video's caption tracks: none until YouTube's captions module has loaded. */
export function youTubeCaptionTracks(player: YouTubePlayer): YouTubeCaptionTrack[] {
  try {
    const list = player.getOption('captions', 'tracklist')
    return Array.isArray(list) ? list.filter(isCaptionTrack) : []
  } catch {
    // a player without the module loaded may refuse the question instead of answering none
    return []
  }
}

/**
 * YouTube reads a video's captions only once it plays, and only with its captions module
 * loaded: asks for the module, whose arrival onApiChange reports.
 */
export function loadYouTubeCaptions(player: YouTubePlayer) {
  if (!player.getOptions().includes('captions')) player.loadModule('captions')
}

/** The controls' engine over a YT.Player (read through `player` at each call). */
export function youTubeEngine(player: () => YouTubePlayer | null): PlaybackEngine {
  return {
    play: () => player()?.playVideo(),
    pause: () => player()?.pauseVideo(),
    seek: (seconds) => player()?.seekTo(seconds, true),
    currentTime: () => player()?.getCurrentTime() ?? 0,
    duration: () => knownSeconds(player()?.getDuration()),
    setRate: (rate) => player()?.setPlaybackRate(rate),
    setVolume: (volume) => player()?.setVolume(Math.round(clampVolume(volume) * 100)),
    setMuted(muted) {
      if (muted) player()?.mute()
      else player()?.unMute()
    },
    setCaptions(on) {
      const target = player()
      if (!target) return
      const tracks = youTubeCaptionTracks(target)
      const index = preferredTrackIndex(
        tracks.map((track) => track.languageCode),
        readerLanguages()
      )
      const track = on ? tracks[index] : undefined
      // An empty track hides the captions but keeps the module, and with it the track list.
      target.setOption('captions', 'track', track ? { languageCode: track.languageCode } : {})
    },
  }
}
