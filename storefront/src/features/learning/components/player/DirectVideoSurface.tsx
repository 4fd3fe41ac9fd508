import { useEffect, useImperativeHandle, useRef } from 'react'
import { knownSeconds, type SurfaceProps } from './playback-engine.ts'
import { captionTracksOf, videoElementEngine } from './video-element-engine.ts'

/** A lesson hosted as a plain video file, played by the browser's own <video>. */
export function DirectVideoSurface({
  ref,
  url,
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
}: SurfaceProps & { url: string }) {
  const video = useRef<HTMLVideoElement>(null)

  useImperativeHandle(ref, () => videoElementEngine(() => video.current), [])

  // Each lesson loads afresh, even when two lessons share one file (src unchanged).
  const loadedLesson = useRef(lessonId)
  useEffect(() => {
    if (loadedLesson.current === lessonId) return
    loadedLesson.current = lessonId
    video.current?.load()
  }, [lessonId, url])

  return (
    <video
      ref={video}
      className="lesson-video"
      src={url}
      title={title}
      preload="metadata"
      playsInline
      onLoadedMetadata={(event) => {
        const element = event.currentTarget
        const duration = knownSeconds(element.duration)
        if (startAt > 0 && (duration === 0 || startAt < duration)) element.currentTime = startAt
        // <track>s and the file's own text tracks are all known once the metadata is
        onCaptionsChange(captionTracksOf(element).length > 0)
        onReady(duration)
        if (autoPlay) {
          element.play().catch((error: unknown) => {
            if ((error as Error).name === 'NotAllowedError') onAutoPlayBlocked()
          })
        }
      }}
      onPlay={() => onPlayingChange(true)}
      onPause={() => onPlayingChange(false)}
      onEnded={onEnded}
      onError={onError}
      onClick={(event) => {
        const element = event.currentTarget
        if (element.paused) element.play().catch(() => undefined)
        else element.pause()
      }}
    />
  )
}
