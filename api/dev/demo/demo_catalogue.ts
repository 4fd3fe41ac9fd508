/**
 * The demo catalogue a fresh `npm start` shows: exam-prep categories, a dozen
 * published courses with sections and lessons, and thirty store items of every
 * type, free and paid. Lesson videos are public sample clips with their real
 * lengths, so the learning view plays them wherever the internet is reachable.
 */
import type { StoreItemType } from '@pathshala/shared'
import type { Rgb } from '#dev/demo/png_image'

const SAMPLE_VIDEOS = 'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/'
const VIDEOS: [string, number][] = [
  ['ForBiggerBlazes.mp4', 15],
  ['ForBiggerFun.mp4', 60],
  ['WeAreGoingOnBullrun.mp4', 47],
  ['VolkswagenGTIReview.mp4', 95],
  ['ForBiggerEscapes.mp4', 15],
  ['BigBuckBunny.mp4', 596],
  ['ElephantsDream.mp4', 653],
  ['ForBiggerJoyrides.mp4', 15],
  ['TearsOfSteel.mp4', 734],
  ['ForBiggerMeltdowns.mp4', 15],
  ['Sintel.mp4', 888],
]

export const DEMO_CATEGORIES = [
  { name: 'UPSC Prelims', description: 'General Studies and CSAT for the preliminary examination' },
  { name: 'UPSC Mains', description: 'Answer writing, essays and optional subjects for the mains' },
  { name: 'State PCS', description: 'HPSC, RPSC, UPPSC and other state civil services' },
  { name: 'SSC & Banking', description: 'Quantitative aptitude, reasoning and English' },
  { name: 'Current Affairs', description: 'Monthly news analysis for every competitive exam' },
]

interface DemoCourse {
  name: string
  category: string
  pricePaise: number
  description: string
  learn: string
  tags: string[]
  instructions: string[]
  sections: { name: string; lessons: string[] }[]
  colors: [Rgb, Rgb]
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    name: 'Indian Polity Foundation',
    category: 'UPSC Prelims',
    pricePaise: 299_900,
    description: 'The Constitution, Parliament, judiciary and federalism from the ground up.',
    learn:
      'Preamble and fundamental rights, Parliament and state legislatures, Judiciary, Federalism',
    tags: ['Polity', 'GS Paper 2', 'Prelims'],
    instructions: ['Watch the lessons in order', 'Revise with the weekly quiz', 'Keep a notebook'],
    sections: [
      {
        name: 'The Constitution',
        lessons: ['Making of the Constitution', 'The Preamble', 'Fundamental Rights'],
      },
      {
        name: 'Union Government',
        lessons: ['The President', 'Parliament', 'Prime Minister and Council'],
      },
      { name: 'Judiciary', lessons: ['Supreme Court', 'High Courts'] },
    ],
    colors: [
      [30, 64, 175],
      [124, 58, 237],
    ],
  },
  {
    name: 'Modern Indian History',
    category: 'UPSC Prelims',
    pricePaise: 249_900,
    description:
      'From 1757 to 1947: the company, the revolt, the national movement and independence.',
    learn: 'British expansion, The revolt of 1857, Gandhian movements, Road to independence',
    tags: ['History', 'GS Paper 1'],
    instructions: ['Make a timeline as you go', 'Attempt the previous-year questions'],
    sections: [
      { name: 'Company Rule', lessons: ['Battle of Plassey', 'Subsidiary Alliance'] },
      {
        name: 'National Movement',
        lessons: ['Indian National Congress', 'Non-Cooperation', 'Quit India'],
      },
    ],
    colors: [
      [180, 83, 9],
      [220, 38, 38],
    ],
  },
  {
    name: 'Geography of India',
    category: 'UPSC Prelims',
    pricePaise: 199_900,
    description: 'Physiography, climate, rivers, soils and resources with maps.',
    learn: 'Physical features, Monsoon, Drainage systems, Agriculture and resources',
    tags: ['Geography', 'Maps'],
    instructions: ['Keep an atlas open', 'Practise map marking'],
    sections: [
      {
        name: 'Physical Geography',
        lessons: ['Himalayas', 'Peninsular Plateau', 'Coastal Plains'],
      },
      { name: 'Climate', lessons: ['The Monsoon', 'Cyclones'] },
    ],
    colors: [
      [4, 120, 87],
      [13, 148, 136],
    ],
  },
  {
    name: 'CSAT Complete Course',
    category: 'UPSC Prelims',
    pricePaise: 0,
    description: 'Comprehension, reasoning and basic numeracy to clear the qualifying paper.',
    learn: 'Reading comprehension, Logical reasoning, Data interpretation',
    tags: ['CSAT', 'Free'],
    instructions: ['Time every practice set'],
    sections: [
      { name: 'Comprehension', lessons: ['Reading strategies', 'Inference questions'] },
      { name: 'Reasoning', lessons: ['Syllogisms', 'Seating arrangements'] },
    ],
    colors: [
      [14, 116, 144],
      [37, 99, 235],
    ],
  },
  {
    name: 'Ethics, Integrity and Aptitude',
    category: 'UPSC Mains',
    pricePaise: 349_900,
    description: 'GS Paper 4 theory, thinkers and case studies with model answers.',
    learn: 'Ethics and human interface, Attitude, Emotional intelligence, Case studies',
    tags: ['GS Paper 4', 'Ethics', 'Mains'],
    instructions: ['Write one case study a day', 'Compare with the model answers'],
    sections: [
      { name: 'Foundations', lessons: ['Ethics and values', 'Moral thinkers'] },
      { name: 'Case Studies', lessons: ['Approach to case studies', 'Worked examples'] },
    ],
    colors: [
      [109, 40, 217],
      [190, 24, 93],
    ],
  },
  {
    name: 'Essay Writing Masterclass',
    category: 'UPSC Mains',
    pricePaise: 149_900,
    description: 'Structure, arguments and examples for a high-scoring essay paper.',
    learn: 'Choosing a topic, Structuring an essay, Using examples and quotes',
    tags: ['Essay', 'Mains'],
    instructions: ['Write two essays a week'],
    sections: [
      { name: 'Technique', lessons: ['Brainstorming', 'Introduction and conclusion'] },
      { name: 'Practice', lessons: ['Philosophical essays', 'Issue-based essays'] },
    ],
    colors: [
      [157, 23, 77],
      [234, 88, 12],
    ],
  },
  {
    name: 'Answer Writing for GS Mains',
    category: 'UPSC Mains',
    pricePaise: 0,
    description: 'How to read a question, plan in a minute and write within the word limit.',
    learn: 'Decoding directives, Structuring answers, Diagrams and flowcharts',
    tags: ['Answer Writing', 'Free'],
    instructions: ['Attempt each question before watching the solution'],
    sections: [{ name: 'Method', lessons: ['Reading the question', 'Planning', 'Presentation'] }],
    colors: [
      [71, 85, 105],
      [30, 41, 59],
    ],
  },
  {
    name: 'Haryana GK for HPSC',
    category: 'State PCS',
    pricePaise: 99_900,
    description: 'History, geography, economy and culture of Haryana for the HCS exam.',
    learn: 'History of Haryana, Districts and rivers, Economy, Art and culture',
    tags: ['HPSC', 'Haryana'],
    instructions: ['Revise with the district map'],
    sections: [
      { name: 'History and Culture', lessons: ['Ancient Haryana', 'Folk culture'] },
      { name: 'Geography and Economy', lessons: ['Districts', 'Agriculture'] },
    ],
    colors: [
      [21, 128, 61],
      [202, 138, 4],
    ],
  },
  {
    name: 'Rajasthan PCS Crash Course',
    category: 'State PCS',
    pricePaise: 179_900,
    description: 'A ten-week revision of the RAS syllabus with practice tests.',
    learn: 'Rajasthan history, Geography, Polity and administration',
    tags: ['RPSC', 'RAS'],
    instructions: ['Follow the ten-week plan'],
    sections: [
      { name: 'Core Topics', lessons: ['History of Rajasthan', 'Geography of Rajasthan'] },
    ],
    colors: [
      [194, 65, 12],
      [234, 179, 8],
    ],
  },
  {
    name: 'Quantitative Aptitude',
    category: 'SSC & Banking',
    pricePaise: 129_900,
    description: 'Arithmetic, algebra and data interpretation with shortcuts for speed.',
    learn: 'Percentages and ratios, Time and work, Data interpretation',
    tags: ['Maths', 'SSC', 'Banking'],
    instructions: ['Solve the practice sheet after each lesson'],
    sections: [
      { name: 'Arithmetic', lessons: ['Percentages', 'Ratio and proportion', 'Time and work'] },
      { name: 'Data Interpretation', lessons: ['Tables', 'Charts'] },
    ],
    colors: [
      [3, 105, 161],
      [8, 145, 178],
    ],
  },
  {
    name: 'English for Competitive Exams',
    category: 'SSC & Banking',
    pricePaise: 89_900,
    description: 'Grammar, vocabulary and comprehension for SSC and banking papers.',
    learn: 'Grammar rules, Vocabulary, Reading comprehension',
    tags: ['English', 'SSC'],
    instructions: ['Learn ten new words a day'],
    sections: [
      { name: 'Grammar', lessons: ['Tenses', 'Subject-verb agreement', 'Error spotting'] },
    ],
    colors: [
      [67, 56, 202],
      [14, 165, 233],
    ],
  },
  {
    name: 'Current Affairs Monthly',
    category: 'Current Affairs',
    pricePaise: 49_900,
    description: 'The month’s national and international news, analysed for the exam.',
    learn: 'Government schemes, International relations, Economy and environment',
    tags: ['Current Affairs', 'Monthly'],
    instructions: ['Watch within the month', 'Take the end-of-month quiz'],
    sections: [
      { name: 'National', lessons: ['Schemes and policies', 'Judgements'] },
      { name: 'International', lessons: ['Summits', 'Agreements'] },
    ],
    colors: [
      [190, 18, 60],
      [124, 45, 18],
    ],
  },
]

/** Lessons cycle through the sample clips, each with its real length. */
export function demoVideo(index: number) {
  const [file, seconds] = VIDEOS[index % VIDEOS.length]
  return { videoUrl: `${SAMPLE_VIDEOS}${file}`, durationSeconds: seconds }
}

const SUBJECTS = [
  'Indian Polity',
  'Modern History',
  'Indian Geography',
  'Indian Economy',
  'Environment and Ecology',
  'Science and Technology',
  'Art and Culture',
  'Ethics',
  'Internal Security',
  'International Relations',
]
const TYPES: { type: StoreItemType; label: string; blurb: string }[] = [
  {
    type: 'Notes',
    label: 'Quick Notes',
    blurb: 'Concise revision notes with diagrams and mnemonics',
  },
  {
    type: 'TestSeries',
    label: 'Test Series',
    blurb: 'Ten full-length tests with detailed solutions',
  },
  {
    type: 'Material',
    label: 'Study Material',
    blurb: 'Chapter-wise material with practice questions',
  },
  {
    type: 'Books',
    label: 'Handbook',
    blurb: 'A complete book covering the syllabus topic by topic',
  },
]
const AUTHORS = ['Robun', 'Prashant', 'Dr. Meera Iyer', 'Anil Kumar']
const PRICES = [0, 4_900, 9_900, 14_900, 19_900, 29_900, 49_900, 0, 99_900, 24_900]

export interface DemoStoreItem {
  title: string
  author: string
  type: StoreItemType
  pricePaise: number
  description: string
  status: 'published' | 'draft'
  colors: [Rgb, Rgb]
}

/** Thirty items: every type, free and paid, from four authors; the last two are drafts. */
export function demoStoreItems(): DemoStoreItem[] {
  return Array.from({ length: 30 }, (_, index) => {
    const subject = SUBJECTS[index % SUBJECTS.length]
    // shifts every ten so each subject gets a different kind: no two titles repeat
    const kind = TYPES[(index + Math.floor(index / 10)) % TYPES.length]
    const hue = (index * 37) % 360
    return {
      title: `${subject} ${kind.label}`,
      author: AUTHORS[index % AUTHORS.length],
      type: kind.type,
      pricePaise: PRICES[index % PRICES.length],
      description: `${kind.blurb} for ${subject}, written for UPSC and state PCS aspirants.`,
      status: index >= 28 ? 'draft' : 'published',
      colors: [hsl(hue, 0.65, 0.38), hsl((hue + 50) % 360, 0.7, 0.5)],
    }
  })
}

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1))
  const m = lightness - chroma / 2
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x]
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255]
}
