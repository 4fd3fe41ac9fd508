import type { User } from '../features/auth/index.ts'

/** A signed-in learner as the API describes it (the demo learner's shape). */
export function learner(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    firstName: 'Demo',
    lastName: 'Learner',
    name: 'Demo Learner',
    email: 'learner@pathshala.local',
    image: null,
    accountType: 'Student',
    createdAt: '2026-01-01T00:00:00.000Z',
    contactNumber: null,
    additionalDetails: {
      dateOfBirth: null,
      contactNumber: null,
      about: null,
      gender: null,
      state: null,
    },
    materials: [],
    ...overrides,
  }
}

/** The answer of POST /auth/validate for that user. */
export function signedInAs(user: User = learner()) {
  return { status: 200, body: { success: true, message: 'Valid', user } }
}
