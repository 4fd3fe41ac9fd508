import { useEffect, useEffectEvent, useImperativeHandle, useRef } from 'react'
import {
  loadYouTubeIframeApi,
  YOUTUBE_STATE,
  type YouTubePlayer,
} from '../../lib/youtube-iframe-api.ts'
import { knownSeconds, type SurfaceProps } from './playback-engine.ts'

/**
 * A YouTube lesson through the IFrame Player API (loaded on first use), with YouTube's own
 * controls hidden so the lesson player's controls drive it.
 */
export function YouTubeSurface({
  ref,
  videoId,
  title,
  startAt,
  autoPlay,
  onReady,
  onPlayingChange,
  onEnded,
  onError,
}: SurfaceProps & { videoId: string }) {
  const host = useRef<HTMLDivElement>(null)
  const player = useRef<YouTubePlayer | null>(null)

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

  const ready = useEffectEvent((target: YouTubePlayer) => {
    player.current = target
    onReady(knownSeconds(target.getDuration()))
    if (autoPlay) target.playVideo()
  })
  const stateChanged = useEffectEvent((state: number) => {
    if (state === YOUTUBE_STATE.playing) onPlayingChange(true)
    else if (state === YOUTUBE_STATE.paused || state === YOUTUBE_STATE.cued) onPlayingChange(false)
    else if (state === YOUTUBE_STATE.ended) {
      onPlayingChange(false)
      onEnded()
    }
  })
  const failed = useEffectEvent(() => onError())
  const initial = useEffectEvent(() => ({ startAt, title }))

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
        created = new YT.Player(mount, {
          videoId,
          width: '100%',
          height: '100%',
          playerVars: {
            controls: 0,
            disablekb: 1,
            playsinline: 1,
            rel: 0,
            start: Math.floor(initial().startAt),
            origin: window.location.origin,
          },
          events: {
            onReady: (event) => ready(event.target),
            onStateChange: (event) => stateChanged(event.data),
            onError: () => failed(),
          },
        })
        container.querySelector('iframe')?.setAttribute('title', initial().title)
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
  }, [videoId])

  return <div ref={host} className="lesson-video lesson-video-youtube" />
}
