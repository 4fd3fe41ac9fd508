import { describe, expect, it } from 'vitest'
import { captionTracksOf, videoElementEngine } from './video-element-engine.ts'

/** A <video> with text tracks of these kinds and languages (jsdom makes none itself). */
function videoWithTracks(...tracks: [kind: string, language: string][]) {
  const video = document.createElement('video')
  const list = tracks.map(([kind, language]) => ({
    kind,
    language,
    mode: 'disabled' as TextTrackMode,
  }))
  Object.defineProperty(video, 'textTracks', { value: list })
  return { video, tracks: list }
}

describe('the <video> engine', () => {
  it('sets the speed so that the next load() keeps it', () => {
    const video = document.createElement('video')
    videoElementEngine(() => video).setRate(1.75)
    expect(video.playbackRate).toBe(1.75)
    expect(video.defaultPlaybackRate).toBe(1.75)
  })

  it('sets the volume within 0-1 and mutes', () => {
    const video = document.createElement('video')
    const engine = videoElementEngine(() => video)
    engine.setVolume(0.3)
    expect(video.volume).toBe(0.3)
    engine.setVolume(-1)
    expect(video.volume).toBe(0)
    engine.setMuted(true)
    expect(video.muted).toBe(true)
  })

  it('shows the subtitle track in the learner’s language, or hides them all', () => {
    const { video, tracks } = videoWithTracks(
      ['metadata', 'en'],
      ['subtitles', 'hi'],
      ['captions', 'en-IN']
    )
    expect(captionTracksOf(video).map((track) => track.language)).toEqual(['hi', 'en-IN'])
    const engine = videoElementEngine(() => video)
    engine.setCaptions(true)
    expect(tracks.map((track) => track.mode)).toEqual(['disabled', 'disabled', 'showing'])
    engine.setCaptions(false)
    expect(tracks.map((track) => track.mode)).toEqual(['disabled', 'disabled', 'disabled'])
  })
})
