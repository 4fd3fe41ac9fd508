import type { Ref } from 'react'

/** What the controls need from a video surface, whichever kind of video it plays. */
export interface PlaybackEngine {
  play(): void
  pause(): void
  seek(seconds: number): void
  currentTime(): number
  /** Seconds, or 0 while unknown */
  duration(): number
  setRate(rate: number): void
  /** 0 to 1 */
  setVolume(volume: number): void
  setMuted(muted: boolean): void
  /** Shows the caption track in the learner's language, or hides captions. */
  setCaptions(on: boolean): void
}

/**
 * What every surface (a <video>, the YouTube player) reports and accepts. A surface stays
 * mounted from lesson to lesson and loads each new `lessonId` into the same element: a browser
 * that let this element play after a click lets it play the next lesson by itself too.
 */
export interface SurfaceProps {
  ref: Ref<PlaybackEngine>
  lessonId: string
  title: string
  /** Seconds to start from (resuming) */
  startAt: number
  /** Start playing once loaded (after the previous lesson ended) */
  autoPlay: boolean
  onReady(duration: number): void
  onPlayingChange(playing: boolean): void
  onEnded(): void
  onError(): void
  /** The browser refused to start playing without a click (autoplay rules). */
  onAutoPlayBlocked(): void
  /** Whether the loaded video has captions to show. */
  onCaptionsChange(available: boolean): void
}

/** A duration the browser may report as NaN or Infinity (no metadata yet, a live stream). */
export function knownSeconds(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0
}
