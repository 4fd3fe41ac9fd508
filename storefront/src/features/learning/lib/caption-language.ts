/** The languages this learner reads, most wanted first: the browser's, then the page's. */
export function readerLanguages(): string[] {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language]
  return [...browser, document.documentElement.lang].filter(Boolean)
}

const primaryTag = (language: string) => language.toLowerCase().split('-')[0]

/**
 * Which of a video's caption tracks to show: the first in a language the learner reads ('en'
 * matches 'en-IN'), else the first track.
 */
export function preferredTrackIndex(
  trackLanguages: readonly string[],
  wanted: readonly string[]
): number {
  for (const language of wanted) {
    const index = trackLanguages.findIndex((track) => primaryTag(track) === primaryTag(language))
    if (index >= 0) return index
  }
  return 0
}
