/** The home banner's five slides (docs/screens/learner.md#home); BannerArt draws the artwork. */
export type BannerArtwork = 'foundation' | 'answer-writing' | 'material' | 'mentors' | 'self-paced'

export interface BannerSlide {
  id: string
  eyebrow: string
  title: string
  text: string
  action: { label: string; to: string }
  artwork: BannerArtwork
  /** CSS background of the slide */
  background: string
}

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    id: 'foundation',
    eyebrow: 'UPSC CSE foundation',
    title: 'Prelims, Mains and Interview in one plan',
    text: 'A structured video course that takes you through the whole syllabus, subject by subject, with revision built into every week.',
    action: { label: 'Explore courses', to: '/home/explore' },
    artwork: 'foundation',
    background: 'linear-gradient(120deg, #3b1fa8 0%, #6d4fe0 55%, #1aa596 100%)',
  },
  {
    id: 'answer-writing',
    eyebrow: 'Mains answer writing',
    title: 'Write answers that examiners reward',
    text: 'Practise with previous years’ questions and model answers, and learn to structure, enrich and finish on time.',
    action: { label: 'See test series', to: '/home/store' },
    artwork: 'answer-writing',
    background: 'linear-gradient(120deg, #064e49 0%, #0f766e 50%, #2a9d8f 100%)',
  },
  {
    id: 'material',
    eyebrow: 'Study material store',
    title: 'Notes and test series, ready to download',
    text: 'Concise notes, current-affairs compilations and full-length tests as PDFs, yours the moment you buy them.',
    action: { label: 'Browse the store', to: '/home/store' },
    artwork: 'material',
    background: 'linear-gradient(120deg, #7a2e0b 0%, #b45309 50%, #d97706 100%)',
  },
  {
    id: 'mentors',
    eyebrow: 'Guidance that matters',
    title: 'Mentors who have been through it',
    text: 'Strategy, booklists and doubt-clearing from educators who know the exam from the inside.',
    action: { label: 'Meet the team', to: '/home/about' },
    artwork: 'mentors',
    background: 'linear-gradient(120deg, #7a1446 0%, #a21caf 50%, #6d28d9 100%)',
  },
  {
    id: 'self-paced',
    eyebrow: 'Learn at your pace',
    title: 'Study anywhere, pick up where you stopped',
    text: 'Watch on your phone or laptop; your progress is saved, so every session starts at the right lesson.',
    action: { label: 'Start learning', to: '/home/explore' },
    artwork: 'self-paced',
    background: 'linear-gradient(120deg, #102a7a 0%, #1d4ed8 50%, #0891b2 100%)',
  },
]
