import { useEffect, useEffectEvent, useImperativeHandle, useRef } from 'react'
import {
  loadYouTubeIframeApi,
  YOUTUBE_STATE,
  type YouTubePlayer,
} from '../../lib/youtube-iframe-api.ts'
import { knownSeconds, type SurfaceProps } from './playback-engine.ts'
import { loadYouTubeCaptions, youTubeCaptionTracks, youTubeEngine } from './youtube-engine.ts'

// How long a started video may take to start before the browser is taken to have refused it.
const AUTOPLAY_GRACE_MS = 1500

/**
 * A YouTube lesson through the IFrame Player API (loaded on first use), with YouTube's own
 * controls hidden so the lesson player's controls drive it. One player serves every YouTube
 * lesson in turn (cueVideoById / loadVideoById). A click on the picture plays or pauses here,
 * not inside YouTube's frame, so the keyboard focus stays with the page and its shortcuts.
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
  onCaptionsChange,
}: SurfaceProps & { videoId: string }) {
  const host = useRef<HTMLDivElement>(null)
  const player = useRef<YouTubePlayer | null>(null)
  // The lesson whose readiness was reported: the next cue or play of another one reports again.
  const reportedLesson = useRef<string | null>(null)

  useImperativeHandle(ref, () => youTubeEngine(() => player.current), [])

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
  const reportCaptions = useEffectEvent((target: YouTubePlayer) =>
    onCaptionsChange(youTubeCaptionTracks(target).length > 0)
  )
  const stateChanged = useEffectEvent((target: YouTubePlayer, state: number) => {
    if (state === YOUTUBE_STATE.cued || state === YOUTUBE_STATE.playing) reportReady(target)
    if (state === YOUTUBE_STATE.playing) {
      onPlayingChange(true)
      // the module may be there from the previous video: its list is read again for this one
      loadYouTubeCaptions(target)
      reportCaptions(target)
    } else if (state === YOUTUBE_STATE.paused || state === YOUTUBE_STATE.cued) {
      onPlayingChange(false)
    } else if (state === YOUTUBE_STATE.ended) {
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
            onApiChange: (event) => reportCaptions(event.target),
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

  const togglePlayback = () => {
    const target = player.current
    if (!target) return
    const state = target.getPlayerState()
    if (state === YOUTUBE_STATE.playing || state === YOUTUBE_STATE.buffering) target.pauseVideo()
    else target.playVideo()
  }

  // YouTube's frame takes no clicks (CSS): they land here.
  return <div ref={host} className="lesson-video lesson-video-youtube" onClick={togglePlayback} />
}
