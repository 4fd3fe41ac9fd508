import User from '#accounts/models/user'

export interface GoogleProfile {
  id: string
  email: string | null
  emailVerificationState: 'verified' | 'unverified' | 'unsupported'
  name: string
  avatarUrl: string | null
  original?: { given_name?: string; family_name?: string } | null
}

/**
 * Finds the learner for a Google sign-in, linking an existing account by its
 * verified address, or creates a new Student.
 */
export default class GoogleAccountService {
  async findOrCreate(profile: GoogleProfile) {
    const byGoogleId = await User.findBy('googleId', profile.id)
    if (byGoogleId) return byGoogleId

    if (!profile.email || profile.emailVerificationState !== 'verified') return null
    const email = profile.email.trim().toLowerCase()

    const byEmail = await User.findBy('email', email)
    if (byEmail) {
      byEmail.googleId = profile.id
      if (!byEmail.image && profile.avatarUrl) byEmail.image = profile.avatarUrl
      await byEmail.save()
      return byEmail
    }

    const [first, ...rest] = profile.name.trim().split(/\s+/)
    return User.create({
      email,
      googleId: profile.id,
      provider: 'google',
      accountType: 'Student',
      firstName: (profile.original?.given_name || first || 'Learner').slice(0, 50),
      lastName: (profile.original?.family_name || rest.join(' ') || '-').slice(0, 50),
      image: profile.avatarUrl,
    })
  }
}
