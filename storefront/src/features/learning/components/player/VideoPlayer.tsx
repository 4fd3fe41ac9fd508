import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { Button, NonIdealState, Spinner } from '@blueprintjs/core'
import { Play, Refresh, VideoIcon, WarningSign } from '@blueprintjs/icons'
import type { LearnerLesson } from '../../api/learning-types.ts'
import { rateLabel } from '../../lib/playback-rates.ts'
import { formatPlaybackTime } from '../../lib/playback-time.ts'
import { clampVolume } from '../../lib/player-preferences.ts'
import { videoSourceOf } from '../../lib/video-source.ts'
import { DirectVideoSurface } from './DirectVideoSurface.tsx'
import { PlayerControls } from './PlayerControls.tsx'
import type { PlaybackEngine } from './playback-engine.ts'
import { useAnnouncement } from './use-announcement.ts'
import { useFullscreen } from './use-fullscreen.ts'
import { useKeyboardControl } from './use-keyboard-control.ts'
import { usePlayerSettings } from './use-player-settings.ts'
import { YouTubeSurface } from './YouTubeSurface.tsx'

/** How often the video position is read (docs/screens/learner.md#learning-view). */
export const POSITION_POLL_MS = 1000
/** How often the clock and seek bar move while a video plays. */
const DISPLAY_REFRESH_MS = 250
/** A video that has not loaded by then is reported as failed instead of spinning forever. */
export const VIDEO_LOAD_TIMEOUT_MS = 20_000
/** What the left and right arrows move. */
export const SEEK_STEP_SECONDS = 5
/** What the up and down arrows change the volume by (of 1). */
export const VOLUME_STEP = 0.1
/** Where unmuting a video whose volume is at 0 brings it, so it is heard. */
const UNMUTED_VOLUME = 0.5

export interface VideoPlayerProps {
  lesson: LearnerLesson
  startAt: number
  autoPlay: boolean
  /** Every second while a video is loaded: where it is. */
  onPosition(seconds: number): void
  onPause(seconds: number): void
  /** The video played to its end. */
  onEnded(seconds: number): void
}

type Status = 'loading' | 'ready' | 'failed'

/**
 * The lesson's video (YouTube or a video file) with the product's own controls: play/pause,
 * restart, seek, 'current / total', volume and mute, speed, captions when the video has them,
 * and fullscreen. Keys work with the player or the page itself focused: Space or K play and
 * pause, the left and right arrows seek 5 seconds, the up and down arrows change the volume,
 * M mutes, F goes fullscreen, C switches captions. Speed, volume, mute and captions are the
 * learner's choices, kept in this browser for every lesson. The player stays mounted from
 * lesson to lesson, loading each into the same element, so a browser that allowed playback
 * once lets the next lesson start by itself.
 */
export function VideoPlayer({
  lesson,
  startAt,
  autoPlay,
  onPosition,
  onPause,
  onEnded,
}: VideoPlayerProps) {
  const source = videoSourceOf(lesson.videoUrl)
  const frame = useRef<HTMLDivElement>(null)
  const engine = useRef<PlaybackEngine>(null)
  const fullscreen = useFullscreen(frame)
  const [attempt, setAttempt] = useState(0)
  const [status, setStatus] = useState<Status>('loading')
  const [playing, setPlaying] = useState(false)
  const [blocked, setBlocked] = useState(false)
  const [current, setCurrent] = useState(startAt)
  const [duration, setDuration] = useState(lesson.timeDuration)
  const [captionsAvailable, setCaptionsAvailable] = useState(false)
  const settings = usePlayerSettings(engine, status === 'ready', captionsAvailable)
  const [announcement, announce] = useAnnouncement()
  // Read by media events, which may fire between a lesson change and the next render.
  const isPlaying = useRef(false)

  // A new lesson starts from a clean slate (the element itself is kept).
  const [shownLesson, setShownLesson] = useState(lesson._id)
  if (shownLesson !== lesson._id) {
    setShownLesson(lesson._id)
    setStatus('loading')
    setPlaying(false)
    setBlocked(false)
    setCurrent(startAt)
    setDuration(lesson.timeDuration)
    setCaptionsAvailable(false)
    isPlaying.current = false
  }

  const poll = useEffectEvent(() => {
    const position = engine.current?.currentTime() ?? 0
    const known = engine.current?.duration() ?? 0
    setCurrent(position)
    if (known > 0) setDuration(known)
    onPosition(position)
  })
  useEffect(() => {
    if (status !== 'ready') return
    const timer = setInterval(poll, POSITION_POLL_MS)
    return () => clearInterval(timer)
  }, [status, shownLesson])

  useEffect(() => {
    if (!playing) return
    const timer = setInterval(
      () => setCurrent(engine.current?.currentTime() ?? 0),
      DISPLAY_REFRESH_MS
    )
    return () => clearInterval(timer)
  }, [playing])

  useEffect(() => {
    if (status !== 'loading') return
    const timer = setTimeout(() => setStatus('failed'), VIDEO_LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [status, attempt, shownLesson])

  const surface = {
    ref: engine,
    lessonId: lesson._id,
    title: lesson.title,
    startAt,
    autoPlay,
    onReady(known: number) {
      if (known > 0) setDuration(known)
      setStatus('ready')
    },
    onPlayingChange(nowPlaying: boolean) {
      const wasPlaying = isPlaying.current
      isPlaying.current = nowPlaying
      setPlaying(nowPlaying)
      if (nowPlaying) setBlocked(false)
      else if (wasPlaying) onPause(engine.current?.currentTime() ?? 0)
    },
    onEnded() {
      const end = engine.current?.duration() || duration
      setCurrent(end)
      onEnded(end)
    },
    onError: () => setStatus('failed'),
    onAutoPlayBlocked: () => setBlocked(true),
    onCaptionsChange: setCaptionsAvailable,
  }

  const togglePlay = () => {
    if (playing) engine.current?.pause()
    else engine.current?.play()
    announce(playing ? 'Paused' : 'Playing')
  }
  const seek = (seconds: number) => {
    const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds)
    engine.current?.seek(target)
    setCurrent(target)
    return target
  }
  // From where the video is now: the clock on screen moves only a few times a second.
  const seekBy = (seconds: number) => {
    const target = seek((engine.current?.currentTime() ?? current) + seconds)
    announce(`${formatPlaybackTime(target)} of ${formatPlaybackTime(duration)}`)
  }

  const setRate = (rate: number) => {
    settings.change({ rate })
    announce(`Speed ${rateLabel(rate)}`)
  }
  const levelOf = (volume: number) => Math.round(clampVolume(volume) * 100) / 100
  // The slider shows a muted video at 0: moving it up from there is meant to be heard.
  const setVolume = (volume: number) => {
    const level = levelOf(volume)
    settings.change(level > 0 ? { volume: level, muted: false } : { volume: level })
  }
  // Up unmutes, as the slider does; down leaves a muted video muted.
  const changeVolumeBy = (step: number) => {
    const level = levelOf(settings.volume + step)
    const muted = settings.muted && step < 0
    settings.change({ volume: level, muted })
    announce(`Volume ${Math.round(level * 100)}%${muted ? ', muted' : ''}`)
  }
  const toggleMuted = () => {
    const muted = !settings.muted
    settings.change(!muted && settings.volume === 0 ? { muted, volume: UNMUTED_VOLUME } : { muted })
    announce(muted ? 'Muted' : 'Unmuted')
  }
  const toggleCaptions = () => {
    const captions = !settings.captions
    settings.change({ captions })
    announce(captions ? 'Captions on' : 'Captions off')
  }

  useKeyboardControl(frame, status === 'ready', {
    ' ': togglePlay,
    'k': togglePlay,
    'ArrowLeft': () => seekBy(-SEEK_STEP_SECONDS),
    'ArrowRight': () => seekBy(SEEK_STEP_SECONDS),
    'ArrowUp': () => changeVolumeBy(VOLUME_STEP),
    'ArrowDown': () => changeVolumeBy(-VOLUME_STEP),
    'm': toggleMuted,
    'f': fullscreen.supported ? fullscreen.toggle : undefined,
    'c': captionsAvailable ? toggleCaptions : undefined,
  })

  const retry = () => {
    setStatus('loading')
    setCaptionsAvailable(false)
    setAttempt((count) => count + 1)
  }

  const failed = source.kind !== 'none' && status === 'failed'
  return (
    <div ref={frame} className="video-player" data-status={status}>
      <div
        className="video-stage"
        tabIndex={status === 'ready' ? 0 : -1}
        role="region"
        aria-label={`Video: ${lesson.title}`}
        aria-keyshortcuts="Space K ArrowLeft ArrowRight ArrowUp ArrowDown M F C"
      >
        {/* Keyed by kind and attempt only: the same element plays lesson after lesson. */}
        {source.kind === 'youtube' && !failed && (
          <YouTubeSurface key={`youtube-${attempt}`} videoId={source.videoId} {...surface} />
        )}
        {source.kind === 'file' && !failed && (
          <DirectVideoSurface key={`file-${attempt}`} url={source.url} {...surface} />
        )}
        {source.kind !== 'none' && status === 'loading' && (
          <div className="video-overlay video-overlay-clear">
            <Spinner aria-label="Loading video" />
          </div>
        )}
        {status === 'ready' && blocked && !playing && (
          <div className="video-overlay video-overlay-clear">
            <Button
              size="large"
              intent="primary"
              icon={<Play />}
              text="Play this lesson"
              onClick={() => engine.current?.play()}
            />
          </div>
        )}
        {source.kind === 'none' && (
          <div className="video-overlay bp6-dark">
            <NonIdealState
              icon={<VideoIcon size={40} />}
              title="No video for this lesson yet"
              description="Read the lesson notes below, then mark it complete."
            />
          </div>
        )}
        {failed && (
          <div className="video-overlay bp6-dark" role="alert">
            <NonIdealState
              icon={<WarningSign size={40} />}
              title="This video could not be loaded"
              description="Check your internet connection and try again. You can still mark the lesson complete and move on."
              action={<Button icon={<Refresh />} text="Try again" onClick={retry} />}
            />
          </div>
        )}
      </div>
      <PlayerControls
        enabled={status === 'ready'}
        playing={playing}
        current={current}
        duration={duration}
        rate={settings.rate}
        volume={settings.volume}
        muted={settings.muted}
        captions={{ available: captionsAvailable, on: settings.captions }}
        fullscreen={fullscreen}
        onTogglePlay={togglePlay}
        onRestart={() => {
          seek(0)
          engine.current?.play()
        }}
        onSeek={seek}
        onRate={setRate}
        onVolume={setVolume}
        onToggleMuted={toggleMuted}
        onToggleCaptions={toggleCaptions}
      />
      <div className="visually-hidden" role="status">
        <span key={announcement.key}>{announcement.text}</span>
      </div>
    </div>
  )
}
