import { preferredTrackIndex, readerLanguages } from '../../lib/caption-language.ts'
import { clampVolume } from '../../lib/player-preferences.ts'
import { knownSeconds, type PlaybackEngine } from './playback-engine.ts'

/** The subtitle and caption tracks of a <video>: its <track>s and those inside the file. */
export function captionTracksOf(video: HTMLVideoElement): TextTrack[] {
  return Array.from(video.textTracks).filter(
    (track) => track.kind === 'subtitles' || track.kind === 'captions'
  )
}

/** The controls' engine over a <video> element (read through `element` at each call). */
export function videoElementEngine(element: () => HTMLVideoElement | null): PlaybackEngine {
  return {
    // A refused play() (autoplay rules) just leaves the video paused with the Play button shown.
    play() {
      element()
        ?.play()
        .catch(() => undefined)
    },
    pause: () => element()?.pause(),
    seek(seconds) {
      const video = element()
      if (video) video.currentTime = seconds
    },
    currentTime: () => element()?.currentTime ?? 0,
    duration: () => knownSeconds(element()?.duration),
    setRate(rate) {
      const video = element()
      if (!video) return
      // load() (the next lesson) resets the rate to the default one: both carry the choice.
      video.defaultPlaybackRate = rate
      video.playbackRate = rate
    },
    setVolume(volume) {
      const video = element()
      if (video) video.volume = clampVolume(volume)
    },
    setMuted(muted) {
      const video = element()
      if (video) video.muted = muted
    },
    setCaptions(on) {
      const video = element()
      if (!video) return
      const tracks = captionTracksOf(video)
      const shown = on
        ? preferredTrackIndex(
            tracks.map((track) => track.language),
            readerLanguages()
          )
        : -1
      tracks.forEach((track, index) => {
        track.mode = index === shown ? 'showing' : 'disabled'
      })
    },
  }
}
