// Lesson videos are YouTube links (any of its URL shapes) or direct video files.

export type VideoSource =
  { kind: 'youtube'; videoId: string } | { kind: 'file'; url: string } | { kind: 'none' }

const YOUTUBE_ID = /^[\w-]{11}$/
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
// Path shapes that carry the id as their second segment: /embed/ID, /shorts/ID, /live/ID, /v/ID.
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v', 'e'])

/** The 11-character video id of a YouTube URL, or null when the URL is not a YouTube video. */
export function youTubeVideoId(url: string): string | null {
  const parsed = parseUrl(url)
  if (!parsed) return null
  const host = parsed.hostname.toLowerCase()
  const segments = parsed.pathname.split('/').filter(Boolean)

  let candidate: string | null | undefined
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = segments[0]
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = parsed.searchParams.get('v')
    else if (segments[0] && ID_PATH_PREFIXES.has(segments[0])) candidate = segments[1]
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null
}

/** How to play a lesson's URL: the YouTube player, a plain <video>, or nothing at all. */
export function videoSourceOf(url: string | null | undefined): VideoSource {
  const trimmed = url?.trim() ?? ''
  if (trimmed === '') return { kind: 'none' }
  const videoId = youTubeVideoId(trimmed)
  if (videoId) return { kind: 'youtube', videoId }
  const parsed = parseUrl(trimmed)
  if (parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:')) {
    return { kind: 'file', url: trimmed }
  }
  return { kind: 'none' }
}

/** Where a YouTube clip starts playing: a 't' or 'start' parameter (seconds, or 1m30s). */
export function youTubeStartSeconds(url: string): number {
  const parsed = parseUrl(url)
  const raw = parsed?.searchParams.get('t') ?? parsed?.searchParams.get('start') ?? ''
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw)
  if (!match || raw === '') return 0
  const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0))
  return hours * 3600 + minutes * 60 + seconds
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}
