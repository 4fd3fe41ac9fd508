// The YouTube IFrame Player API, loaded only when a lesson is a YouTube video.

export const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api'

/** YT.PlayerState values the player reacts to. */
export const YOUTUBE_STATE = { ended: 0, playing: 1, paused: 2, buffering: 3, cued: 5 } as const

/** The part of YT.Player the lesson player uses. */
export interface YouTubePlayer {
  playVideo(): void
  pauseVideo(): void
  seekTo(seconds: number, allowSeekAhead: boolean): void
  /** Loads a video and plays it. */
  loadVideoById(video: { videoId: string; startSeconds?: number }): void
  /** Loads a video's thumbnail, ready to play. */
  cueVideoById(video: { videoId: string; startSeconds?: number }): void
  getCurrentTime(): number
  getDuration(): number
  /** A YOUTUBE_STATE value, or -1 before the video first starts */
  getPlayerState(): number
  destroy(): void
  setPlaybackRate(rate: number): void
  /** 0 to 100 */
  setVolume(volume: number): void
  mute(): void
  unMute(): void
  /** Loads one of the player's modules ('captions'); onApiChange follows once it is there. */
  loadModule(module: string): void
  /** The modules whose options can be read and set now: 'captions' once a video's are loaded. */
  getOptions(): string[]
  /** A module's option: ('captions', 'tracklist') lists the video's caption tracks. */
  getOption(module: string, option: string): unknown
  /** ('captions', 'track', { languageCode }) shows a track; an empty track hides captions. */
  setOption(module: string, option: string, value: unknown): void
}

export interface YouTubePlayerOptions {
  videoId: string
  width?: string | number
  height?: string | number
  playerVars?: Record<string, string | number>
  events?: {
    onReady?: (event: { target: YouTubePlayer }) => void
    onStateChange?: (event: { data: number; target: YouTubePlayer }) => void
    onError?: (event: { data: number }) => void
    /** A module (the captions) was loaded or unloaded: its options may have changed. */
    onApiChange?: (event: { target: YouTubePlayer }) => void
  }
}

export interface YouTubeNamespace {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer
}

type YouTubeWindow = Window & {
  YT?: YouTubeNamespace & { loaded?: number }
  onYouTubeIframeAPIReady?: () => void
}

export interface LoaderEnvironment {
  window: YouTubeWindow
  document: Document
}

/** How long to wait for the script before saying the video cannot load (a closed network). */
export const YOUTUBE_LOAD_TIMEOUT_MS = 15_000

let pending: Promise<YouTubeNamespace> | null = null

/**
 * Loads the IFrame API once per page; later calls share the same promise. A failure (blocked,
 * offline, too slow) rejects and is forgotten, so the learner's 'Try again' loads it afresh.
 */
export function loadYouTubeIframeApi(
  environment: LoaderEnvironment = { window, document },
  timeoutMs: number = YOUTUBE_LOAD_TIMEOUT_MS
): Promise<YouTubeNamespace> {
  const { window: target, document: page } = environment
  if (target.YT?.Player && target.YT.loaded === 1) return Promise.resolve(target.YT)
  if (pending) return pending

  pending = new Promise<YouTubeNamespace>((resolve, reject) => {
    const script = page.createElement('script')
    const fail = (reason: string) => {
      clearTimeout(timer)
      script.remove()
      pending = null
      reject(new Error(reason))
    }
    const timer = setTimeout(() => fail('The YouTube player took too long to load'), timeoutMs)

    // The API calls this global when ready; keep any handler another script installed.
    const previous = target.onYouTubeIframeAPIReady
    target.onYouTubeIframeAPIReady = () => {
      previous?.()
      clearTimeout(timer)
      if (target.YT?.Player) resolve(target.YT)
      else fail('The YouTube player did not start')
    }

    script.src = YOUTUBE_IFRAME_API_URL
    script.async = true
    script.onerror = () => fail('The YouTube player could not be loaded')
    page.head.append(script)
  })
  return pending
}

/** Forgets a loaded or loading API; for tests. */
export function resetYouTubeIframeApiLoader() {
  pending = null
}
