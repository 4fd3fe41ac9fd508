/** The faculty and mentors on the About page (docs/screens/learner.md#about). */
export interface TeamMember {
  id: string
  name: string
  designation: string
  tagline: string
  description: string
  /** Background of the initials avatar (the team has no photos online). */
  avatarColor: string
}

export const TEAM_MEMBERS: readonly TeamMember[] = [
  {
    id: 'rajesh-malik',
    name: 'Rajesh Malik',
    designation: 'Founder & Director',
    tagline: 'Strategy first, syllabus second',
    description:
      'Started the institute in Hisar in 2018 to bring big-city coaching to aspirants in Haryana. Plans the programmes and still takes the strategy sessions himself.',
    avatarColor: 'linear-gradient(135deg, #6d4fe0, #14b8a6)',
  },
  {
    id: 'neha-sharma',
    name: 'Neha Sharma',
    designation: 'Academic Head, General Studies',
    tagline: 'Concepts that stay with you',
    description:
      'Designs the General Studies courses and reviews every lesson before it goes live, so each one builds on the last.',
    avatarColor: 'linear-gradient(135deg, #db2777, #7c3aed)',
  },
  {
    id: 'vikram-rathee',
    name: 'Vikram Rathee',
    designation: 'Mentor, Polity & Governance',
    tagline: 'The Constitution, made clear',
    description:
      'Teaches polity through landmark judgments and current debates, and runs the weekly doubt-clearing sessions.',
    avatarColor: 'linear-gradient(135deg, #2563eb, #0891b2)',
  },
  {
    id: 'anjali-verma',
    name: 'Anjali Verma',
    designation: 'Faculty, Indian Economy',
    tagline: 'Numbers with a story',
    description:
      'Explains the Budget, the Economic Survey and monetary policy in plain language, with questions to check every idea.',
    avatarColor: 'linear-gradient(135deg, #d97706, #dc2626)',
  },
  {
    id: 'sandeep-kumar',
    name: 'Sandeep Kumar',
    designation: 'Faculty, History & Culture',
    tagline: 'From Harappa to the present',
    description:
      'Connects ancient, medieval and modern history into one timeline, with art and culture woven through it.',
    avatarColor: 'linear-gradient(135deg, #059669, #65a30d)',
  },
  {
    id: 'priya-dahiya',
    name: 'Priya Dahiya',
    designation: 'Faculty, Geography & Environment',
    tagline: 'Maps before memory',
    description:
      'Teaches physical and human geography with maps at the centre, and leads the environment and ecology module.',
    avatarColor: 'linear-gradient(135deg, #0d9488, #4f46e5)',
  },
  {
    id: 'amit-bansal',
    name: 'Amit Bansal',
    designation: 'Mentor, Answer Writing & Ethics',
    tagline: 'Every word earns marks',
    description:
      'Coaches Mains answer writing and the Ethics paper, with model answers and feedback on structure and time.',
    avatarColor: 'linear-gradient(135deg, #9333ea, #c026d3)',
  },
]
