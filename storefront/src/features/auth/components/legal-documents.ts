export type LegalDocumentId = 'terms' | 'privacy'

interface LegalDocument {
  title: string
  sections: ReadonlyArray<{ heading: string; text: string }>
}

/** The plain-language summaries the sign-in screen links to. */
export const LEGAL_DOCUMENTS: Record<LegalDocumentId, LegalDocument> = {
  terms: {
    title: 'Terms of Service',
    sections: [
      {
        heading: 'Your account',
        text:
          'Keep your password to yourself; you are responsible for what is done with your ' +
          'account. One account is for one learner.',
      },
      {
        heading: 'Courses and study material',
        text:
          'Buying a course or an item gives you personal access to it. Videos, notes and test ' +
          'series may not be copied, shared or resold.',
      },
      {
        heading: 'Payments',
        text:
          'Prices are in Indian rupees and are charged through our payment partner. If a payment ' +
          'went through but access did not follow, contact support and we will sort it out.',
      },
      {
        heading: 'Fair use',
        text: 'Do not try to break, overload or misuse the service. We may suspend accounts that do.',
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    sections: [
      {
        heading: 'What we keep',
        text:
          'Your name, email address, contact number and the profile details you add, the courses ' +
          'and material you own, and your progress in each course.',
      },
      {
        heading: 'Why',
        text:
          'To run your account, deliver what you bought, mail you sign-up codes, reset links and ' +
          'receipts, and answer your messages. We do not sell your data.',
      },
      {
        heading: 'Cookies',
        text:
          'One cookie keeps you signed in and one protects forms from forgery. There are no ' +
          'advertising or tracking cookies.',
      },
      {
        heading: 'Payments',
        text: 'Card and UPI details go to our payment partner directly; we never see or store them.',
      },
      {
        heading: 'Your choices',
        text:
          'You can correct your details on your profile page. To have your account deleted, ' +
          'write to us through the contact page.',
      },
    ],
  },
}
