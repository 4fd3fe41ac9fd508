import { describe, expect, it } from 'vitest'
import { fakeYouTubePlayer } from '../../test/fake-youtube.ts'
import { loadYouTubeCaptions, youTubeCaptionTracks, youTubeEngine } from './youtube-engine.ts'

const withTracks = (player: ReturnType<typeof fakeYouTubePlayer>, tracks: unknown) =>
  player.getOption.mockImplementation((module, option) =>
    module === 'captions' && option === 'tracklist' ? tracks : undefined
  )

describe('the YouTube engine', () => {
  it('plays, pauses, seeks and reads the time through YT.Player', () => {
    const player = fakeYouTubePlayer()
    const engine = youTubeEngine(() => player)
    engine.play()
    engine.pause()
    engine.seek(42)
    player.getCurrentTime.mockReturnValue(7.5)
    expect(player.playVideo).toHaveBeenCalledOnce()
    expect(player.pauseVideo).toHaveBeenCalledOnce()
    expect(player.seekTo).toHaveBeenCalledWith(42, true)
    expect(engine.currentTime()).toBe(7.5)
    expect(engine.duration()).toBe(90)
    player.getDuration.mockReturnValue(Number.NaN)
    expect(engine.duration()).toBe(0)
  })

  it('sets the speed, the volume in YouTube’s 0-100 and mute', () => {
    const player = fakeYouTubePlayer()
    const engine = youTubeEngine(() => player)
    engine.setRate(1.25)
    expect(player.setPlaybackRate).toHaveBeenCalledWith(1.25)
    engine.setVolume(0.424)
    expect(player.setVolume).toHaveBeenLastCalledWith(42)
    engine.setVolume(1.5)
    expect(player.setVolume).toHaveBeenLastCalledWith(100)
    engine.setMuted(true)
    expect(player.mute).toHaveBeenCalledOnce()
    engine.setMuted(false)
    expect(player.unMute).toHaveBeenCalledOnce()
  })

  it('shows the caption track in the learner’s language, and hides captions with an empty track', () => {
    const player = fakeYouTubePlayer()
    withTracks(player, [
      { languageCode: 'hi', displayName: 'Hindi' },
      { languageCode: 'en', displayName: 'English (auto-generated)' },
    ])
    const engine = youTubeEngine(() => player)
    // jsdom's browser reads en-US
    engine.setCaptions(true)
    expect(player.setOption).toHaveBeenLastCalledWith('captions', 'track', { languageCode: 'en' })
    engine.setCaptions(false)
    expect(player.setOption).toHaveBeenLastCalledWith('captions', 'track', {})

    withTracks(player, [{ languageCode: 'ta' }])
    engine.setCaptions(true)
    expect(player.setOption).toHaveBeenLastCalledWith('captions', 'track', { languageCode: 'ta' })
  })

  it('does nothing before the player exists', () => {
    const engine = youTubeEngine(() => null)
    expect(() => {
      engine.play()
      engine.setRate(2)
      engine.setCaptions(true)
    }).not.toThrow()
    expect(engine.currentTime()).toBe(0)
  })
})

describe('YouTube captions', () => {
  it('lists no tracks before the captions module answers, and only well-formed ones after', () => {
    const player = fakeYouTubePlayer()
    expect(youTubeCaptionTracks(player)).toEqual([])
    player.getOption.mockImplementation(() => {
      throw new Error('no such module')
    })
    expect(youTubeCaptionTracks(player)).toEqual([])
    withTracks(player, [{ languageCode: 'en' }, null, { displayName: 'no code' }])
    expect(youTubeCaptionTracks(player)).toEqual([{ languageCode: 'en' }])
  })

  it('asks for the captions module only while the player does not have it', () => {
    const player = fakeYouTubePlayer()
    loadYouTubeCaptions(player)
    expect(player.loadModule).toHaveBeenCalledWith('captions')
    player.loadModule.mockClear()
    player.getOptions.mockReturnValue(['captions'])
    loadYouTubeCaptions(player)
    expect(player.loadModule).not.toHaveBeenCalled()
  })
})
