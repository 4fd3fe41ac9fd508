import { useEffect, useEffectEvent, useImperativeHandle, useRef } from 'react'
import {
  loadYouTubeIframeApi,
  YOUTUBE_STATE,
  type YouTubePlayer,
} from '../../lib/youtube-iframe-api.ts'
import { knownSeconds, type SurfaceProps } from './playback-engine.ts'

// How long a started video may take to start before the browser is taken to have refused it.
const AUTOPLAY_GRACE_MS = 1500

/**
 * A YouTube lesson through the IFrame Player API (loaded on first use), with YouTube's own
 * controls hidden so the lesson player's controls drive it. One player serves every YouTube
 * lesson in turn (cueVideoById / loadVideoById).
 */
export function YouTubeSurface({
  ref,
  videoId,
  lessonId,
  title,
  startAt,
  autoPlay,
  onReady,
  onPlayingChange,
  onEnded,
  onError,
  onAutoPlayBlocked,
}: SurfaceProps & { videoId: string }) {
  const host = useRef<HTMLDivElement>(null)
  const player = useRef<YouTubePlayer | null>(null)
  // The lesson whose readiness was reported: the next cue or play of another one reports again.
  const reportedLesson = useRef<string | null>(null)

  useImperativeHandle(
    ref,
    () => ({
      play: () => player.current?.playVideo(),
      pause: () => player.current?.pauseVideo(),
      seek: (seconds) => player.current?.seekTo(seconds, true),
      currentTime: () => player.current?.getCurrentTime() ?? 0,
      duration: () => knownSeconds(player.current?.getDuration()),
    }),
    []
  )

  const reportReady = useEffectEvent((target: YouTubePlayer) => {
    if (reportedLesson.current === lessonId) return
    reportedLesson.current = lessonId
    onReady(knownSeconds(target.getDuration()))
  })
  // Later lessons go into the same player.
  const loadLesson = useEffectEvent(() => {
    const target = player.current
    if (!target || reportedLesson.current === lessonId) return
    const video = { videoId, startSeconds: Math.floor(startAt) }
    if (autoPlay) {
      target.loadVideoById(video)
      startPlaying(target)
    } else {
      target.cueVideoById(video)
    }
  })
  const firstReady = useEffectEvent((target: YouTubePlayer, createdFor: string) => {
    player.current = target
    // The learner moved on while the player was starting: load the lesson shown now.
    if (createdFor !== lessonId) return loadLesson()
    reportReady(target)
    if (autoPlay) startPlaying(target)
  })
  const startPlaying = useEffectEvent((target: YouTubePlayer) => {
    target.playVideo()
    setTimeout(() => {
      const state = target.getPlayerState()
      const starting = state === YOUTUBE_STATE.playing || state === YOUTUBE_STATE.buffering
      if (player.current === target && !starting) onAutoPlayBlocked()
    }, AUTOPLAY_GRACE_MS)
  })
  const stateChanged = useEffectEvent((target: YouTubePlayer, state: number) => {
    if (state === YOUTUBE_STATE.cued || state === YOUTUBE_STATE.playing) reportReady(target)
    if (state === YOUTUBE_STATE.playing) onPlayingChange(true)
    else if (state === YOUTUBE_STATE.paused || state === YOUTUBE_STATE.cued) onPlayingChange(false)
    else if (state === YOUTUBE_STATE.ended) {
      onPlayingChange(false)
      onEnded()
    }
  })
  const failed = useEffectEvent(() => onError())
  const initial = useEffectEvent(() => ({ videoId, lessonId, startAt, title }))

  // One player for the surface's life.
  useEffect(() => {
    const container = host.current
    if (!container) return
    let created: YouTubePlayer | null = null
    let cancelled = false

    loadYouTubeIframeApi().then(
      (YT) => {
        if (cancelled) return
        // The API replaces the element it is given with its iframe: hand it one React does not own.
        const mount = document.createElement('div')
        container.replaceChildren(mount)
        const first = initial()
        created = new YT.Player(mount, {
          videoId: first.videoId,
          width: '100%',
          height: '100%',
          playerVars: {
            controls: 0,
            disablekb: 1,
            playsinline: 1,
            rel: 0,
            start: Math.floor(first.startAt),
            origin: window.location.origin,
          },
          events: {
            onReady: (event) => firstReady(event.target, first.lessonId),
            onStateChange: (event) => stateChanged(event.target, event.data),
            onError: () => failed(),
          },
        })
        container.querySelector('iframe')?.setAttribute('title', first.title)
      },
      () => {
        if (!cancelled) failed()
      }
    )

    return () => {
      cancelled = true
      created?.destroy()
      player.current = null
      container.replaceChildren()
    }
  }, [])

  useEffect(() => loadLesson(), [lessonId])

  return <div ref={host} className="lesson-video lesson-video-youtube" />
}
