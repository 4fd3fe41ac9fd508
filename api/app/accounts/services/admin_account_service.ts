import User from '#accounts/models/user'

/**
 * Makes sure an Admin with this address exists and signs in with this
 * password: creates it, or promotes and re-keys an existing account.
 */
export default class AdminAccountService {
  async ensure(email: string, password: string, names?: { firstName: string; lastName: string }) {
    const normalized = email.trim().toLowerCase()
    const existing = await User.findBy('email', normalized)
    if (existing) {
      existing.accountType = 'Admin'
      existing.password = password
      await existing.save()
      return { user: existing, created: false }
    }
    const user = await User.create({
      email: normalized,
      password,
      firstName: names?.firstName ?? 'Admin',
      lastName: names?.lastName ?? 'User',
      accountType: 'Admin',
      provider: 'email',
    })
    return { user, created: true }
  }
}
