import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LearnerLesson } from '../../api/learning-types.ts'
import { resetYouTubeIframeApiLoader } from '../../lib/youtube-iframe-api.ts'
import { lesson } from '../../test/course-fixtures.ts'
import { fakeYouTubePlayer, installFakeYouTube } from '../../test/fake-youtube.ts'
import { VideoPlayer } from './VideoPlayer.tsx'

const SPEEDS = ['0.75×', '1× Normal', '1.25×', '1.5×', '1.75×', '2×']
const noop = () => undefined

/** The player with two fields beside it, as the learning view has the rating's review box. */
function PlayerOnPage({ shown }: { shown: LearnerLesson }) {
  return (
    <>
      <VideoPlayer
        lesson={shown}
        startAt={0}
        autoPlay={false}
        onPosition={noop}
        onPause={noop}
        onEnded={noop}
      />
      <textarea aria-label="Review" />
      <input aria-label="Search" />
    </>
  )
}

/** A visit: a jotai store of its own (as a page load has); what the learner chose is in storage. */
function renderPlayer(first: LearnerLesson = lesson('a1')) {
  const store = createStore()
  const page = (shown: LearnerLesson) => (
    <JotaiProvider store={store}>
      <PlayerOnPage shown={shown} />
    </JotaiProvider>
  )
  const view = render(page(first))
  return { ...view, showLesson: (next: LearnerLesson) => view.rerender(page(next)) }
}

const videoElement = () => document.querySelector('video')!
/** The <video> loaded its metadata: the player is ready. */
const loadVideo = () => fireEvent(videoElement(), new Event('loadedmetadata'))
const stage = () => screen.getByRole('region', { name: /^Video: / })
const speedMenu = () => screen.getByRole('menu', { name: 'Playback speed' })

interface FakeTextTrack {
  kind: string
  language: string
  label: string
  mode: TextTrackMode
}

/** Gives the <video> subtitle tracks (jsdom has none), as <track> elements give a browser. */
function withTextTracks(video: HTMLVideoElement, ...languages: string[]): FakeTextTrack[] {
  const tracks = languages.map((language) => ({
    kind: 'subtitles',
    language,
    label: language,
    mode: 'disabled' as TextTrackMode,
  }))
  const list = Object.assign([...tracks], {
    addEventListener: noop,
    removeEventListener: noop,
  })
  Object.defineProperty(video, 'textTracks', { configurable: true, value: list })
  return tracks
}

beforeEach(() => {
  // jsdom plays no media: play() resolves (as in a browser allowing it), the rest does nothing.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(noop)
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(noop)
})

afterEach(() => {
  resetYouTubeIframeApiLoader()
  delete (window as { YT?: unknown }).YT
})

describe('VideoPlayer: a hosted video', () => {
  it('plays at a speed from 0.75× to 2× picked in a menu, kept for the next lesson and visit', async () => {
    const user = userEvent.setup()
    const visit = renderPlayer()
    loadVideo()

    await user.click(screen.getByRole('button', { name: 'Playback speed 1×' }))
    for (const name of SPEEDS) {
      expect(within(speedMenu()).getByRole('menuitemradio', { name })).toBeInTheDocument()
    }
    expect(within(speedMenu()).getByRole('menuitemradio', { checked: true })).toHaveAccessibleName(
      '1× Normal'
    )
    await user.click(within(speedMenu()).getByRole('menuitemradio', { name: '1.5×' }))

    expect(videoElement().playbackRate).toBe(1.5)
    expect(screen.getByRole('button', { name: 'Playback speed 1.5×' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Speed 1.5×')

    // the next lesson loads into the same element: the speed survives its load()
    visit.showLesson(lesson('a2'))
    loadVideo()
    expect(videoElement().defaultPlaybackRate).toBe(1.5)
    expect(videoElement().playbackRate).toBe(1.5)

    // a later visit starts at the same speed
    visit.unmount()
    renderPlayer(lesson('b1'))
    expect(videoElement().playbackRate).toBe(1)
    loadVideo()
    expect(videoElement().playbackRate).toBe(1.5)
    await user.click(screen.getByRole('button', { name: 'Playback speed 1.5×' }))
    expect(within(speedMenu()).getByRole('menuitemradio', { checked: true })).toHaveAccessibleName(
      '1.5×'
    )
  })

  it('sets the volume with a slider and mutes, and remembers both', async () => {
    const user = userEvent.setup()
    const visit = renderPlayer()
    loadVideo()

    const volume = screen.getByRole('slider', { name: 'Volume' })
    expect(volume).toHaveAttribute('aria-valuenow', '100')
    volume.focus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(videoElement().volume).toBeCloseTo(0.9)
    expect(volume).toHaveAttribute('aria-valuenow', '90')

    await user.click(screen.getByRole('button', { name: 'Mute' }))
    expect(videoElement().muted).toBe(true)
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByRole('status')).toHaveTextContent('Muted')

    visit.unmount()
    renderPlayer(lesson('a2'))
    loadVideo()
    expect(videoElement().muted).toBe(true)
    expect(videoElement().volume).toBeCloseTo(0.9)
    await user.click(screen.getByRole('button', { name: 'Unmute' }))
    expect(videoElement().muted).toBe(false)
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '90')
  })

  describe('keys', () => {
    const requestFullscreen = vi.fn(() => Promise.resolve())
    beforeEach(() => {
      Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true })
      Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
        configurable: true,
        value: requestFullscreen,
      })
      requestFullscreen.mockClear()
    })
    afterEach(() => {
      delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled
      delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen
    })

    it('play, pause, seek 5 s, change the volume, mute and go fullscreen in the player', async () => {
      const user = userEvent.setup()
      renderPlayer(lesson('a1', 60))
      loadVideo()
      const video = videoElement()
      const play = vi.mocked(HTMLMediaElement.prototype.play)
      const pause = vi.mocked(HTMLMediaElement.prototype.pause)
      stage().focus()

      await user.keyboard(' ')
      expect(play).toHaveBeenCalledOnce()
      fireEvent(video, new Event('play'))
      await user.keyboard('k')
      expect(pause).toHaveBeenCalledOnce()
      fireEvent(video, new Event('pause'))
      await user.keyboard('k')
      expect(play).toHaveBeenCalledTimes(2)

      video.currentTime = 30
      await user.keyboard('{ArrowRight}')
      expect(video.currentTime).toBe(35)
      await user.keyboard('{ArrowLeft}{ArrowLeft}')
      expect(video.currentTime).toBe(25)
      expect(screen.getByLabelText('Time')).toHaveTextContent('0:25 / 1:00')

      await user.keyboard('{ArrowDown}{ArrowDown}')
      expect(video.volume).toBeCloseTo(0.8)
      expect(screen.getByRole('status')).toHaveTextContent('Volume 80%')
      await user.keyboard('{ArrowUp}')
      expect(video.volume).toBeCloseTo(0.9)

      await user.keyboard('m')
      expect(video.muted).toBe(true)
      await user.keyboard('m')
      expect(video.muted).toBe(false)

      await user.keyboard('f')
      expect(requestFullscreen).toHaveBeenCalledOnce()
      expect(requestFullscreen.mock.contexts[0]).toBe(document.querySelector('.video-player'))
    })

    it('answer on the page body and on the player’s buttons, never while typing in a field', async () => {
      const user = userEvent.setup()
      renderPlayer()
      loadVideo()
      const video = videoElement()
      const play = vi.mocked(HTMLMediaElement.prototype.play)

      // nothing focused: the page body has the keys
      expect(document.activeElement).toBe(document.body)
      await user.keyboard('k')
      expect(play).toHaveBeenCalledOnce()
      await user.keyboard('m')
      expect(video.muted).toBe(true)

      // a button of the player: its letters work, Space stays the button's own
      screen.getByRole('button', { name: 'Restart' }).focus()
      await user.keyboard('m')
      expect(video.muted).toBe(false)

      // typing in a field types, and the player stays as it was
      play.mockClear()
      await user.click(screen.getByRole('textbox', { name: 'Review' }))
      await user.keyboard('k m f {ArrowLeft}{ArrowUp}{ArrowDown}')
      await user.type(screen.getByRole('textbox', { name: 'Search' }), 'mk ')
      expect(screen.getByRole('textbox', { name: 'Review' })).toHaveValue('k m f ')
      expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('mk ')
      expect(play).not.toHaveBeenCalled()
      expect(video.muted).toBe(false)
      expect(video.volume).toBe(1)
      expect(requestFullscreen).not.toHaveBeenCalled()
    })
  })

  it('shows a captions toggle only for a video with a text track; it switches and is remembered', async () => {
    const user = userEvent.setup()
    const visit = renderPlayer()
    loadVideo()
    expect(screen.queryByRole('button', { name: 'Captions' })).not.toBeInTheDocument()

    visit.showLesson(lesson('a2'))
    const tracks = withTextTracks(videoElement(), 'hi', 'en')
    loadVideo()
    const toggle = await screen.findByRole('button', { name: 'Captions', pressed: false })
    expect(tracks.map((track) => track.mode)).toEqual(['disabled', 'disabled'])

    await user.click(toggle)
    // the track in the browser's language
    expect(tracks.map((track) => track.mode)).toEqual(['disabled', 'showing'])
    expect(screen.getByRole('button', { name: 'Captions', pressed: true })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Captions on')
    await user.keyboard('c')
    expect(tracks.map((track) => track.mode)).toEqual(['disabled', 'disabled'])
    await user.click(screen.getByRole('button', { name: 'Captions', pressed: false }))

    visit.unmount()
    renderPlayer(lesson('b1'))
    const later = withTextTracks(videoElement(), 'en')
    loadVideo()
    expect(later[0]!.mode).toBe('showing')
    expect(screen.getByRole('button', { name: 'Captions', pressed: true })).toBeVisible()
  })
})

describe('VideoPlayer: a YouTube lesson', () => {
  const youTubeLesson = (id: string, videoId: string) =>
    lesson(id, 90, `https://www.youtube.com/watch?v=${videoId}`)

  async function renderYouTube() {
    const player = fakeYouTubePlayer()
    const youTube = installFakeYouTube(player)
    const visit = renderPlayer(youTubeLesson('y1', 'dQw4w9WgXcQ'))
    await waitFor(() => expect(youTube.Player).toHaveBeenCalled())
    act(() => youTube.events().onReady({ target: player }))
    return { player, events: youTube.events(), visit }
  }

  it('drives the IFrame player with the same speed, volume, mute and keys', async () => {
    const user = userEvent.setup()
    const { player, events, visit } = await renderYouTube()

    await user.click(screen.getByRole('button', { name: 'Playback speed 1×' }))
    await user.click(within(speedMenu()).getByRole('menuitemradio', { name: '1.75×' }))
    expect(player.setPlaybackRate).toHaveBeenLastCalledWith(1.75)

    screen.getByRole('slider', { name: 'Volume' }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(player.setVolume).toHaveBeenLastCalledWith(95)
    await user.click(screen.getByRole('button', { name: 'Mute' }))
    expect(player.mute).toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Unmute' }))
    expect(player.unMute).toHaveBeenCalled()

    stage().focus()
    player.getCurrentTime.mockReturnValue(40)
    await user.keyboard('{ArrowRight}')
    expect(player.seekTo).toHaveBeenLastCalledWith(45, true)
    await user.keyboard('k')
    expect(player.playVideo).toHaveBeenCalledOnce()

    // YouTube's frame takes no clicks: the picture under it plays and pauses, and keeps the keys
    const picture = document.querySelector<HTMLElement>('.lesson-video-youtube')!
    await user.click(picture)
    expect(player.playVideo).toHaveBeenCalledTimes(2)
    expect(stage()).toHaveFocus()
    player.getPlayerState.mockReturnValue(1)
    await user.click(picture)
    expect(player.pauseVideo).toHaveBeenCalledOnce()

    // loading the next video resets YouTube's rate: the chosen one is set again
    player.setPlaybackRate.mockClear()
    visit.showLesson(youTubeLesson('y2', '9bZkp7q19f0'))
    expect(player.cueVideoById).toHaveBeenCalledWith({ videoId: '9bZkp7q19f0', startSeconds: 0 })
    act(() => events.onStateChange({ data: 5, target: player }))
    expect(player.setPlaybackRate).toHaveBeenLastCalledWith(1.75)
  })

  it('offers captions once YouTube lists a caption track, and switches them', async () => {
    const user = userEvent.setup()
    const { player, events } = await renderYouTube()
    expect(screen.queryByRole('button', { name: 'Captions' })).not.toBeInTheDocument()

    // YouTube reads its captions once a video plays: the player asks for the module then
    act(() => events.onStateChange({ data: 1, target: player }))
    expect(player.loadModule).toHaveBeenCalledWith('captions')
    player.getOptions.mockReturnValue(['captions'])
    player.getOption.mockImplementation((module: string, option: string) =>
      module === 'captions' && option === 'tracklist'
        ? [
            { languageCode: 'hi', displayName: 'Hindi' },
            { languageCode: 'en', displayName: 'English' },
          ]
        : undefined
    )
    act(() => events.onApiChange({ target: player }))

    await user.click(await screen.findByRole('button', { name: 'Captions', pressed: false }))
    expect(player.setOption).toHaveBeenLastCalledWith('captions', 'track', { languageCode: 'en' })
    await user.click(screen.getByRole('button', { name: 'Captions', pressed: true }))
    expect(player.setOption).toHaveBeenLastCalledWith('captions', 'track', {})
  })
})
