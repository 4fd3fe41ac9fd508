import factory from '@adonisjs/lucid/factories'
import User from '#accounts/models/user'

export const USER_FACTORY_PASSWORD = 'Secret@123'

/**
 * Learners by default; `admin` and `google` states for the other kinds of
 * account. Every user signs in with USER_FACTORY_PASSWORD.
 */
export const UserFactory = factory
  .define(User, ({ faker }) => ({
    firstName: faker.person.firstName().slice(0, 50),
    lastName: faker.person.lastName().slice(0, 50),
    email: faker.internet.email().toLowerCase(),
    password: USER_FACTORY_PASSWORD,
    contactNumber: faker.string.numeric(10),
    accountType: 'Student' as const,
    provider: 'email' as const,
  }))
  .state('admin', (user) => {
    user.accountType = 'Admin'
  })
  .state('google', (user, { faker }) => {
    user.provider = 'google'
    user.googleId = faker.string.numeric(21)
  })
  .build()
