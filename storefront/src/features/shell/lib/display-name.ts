import type { User } from '../../auth/index.ts'

/** The one-line name of the top bar: `name`, else first and last name, else 'User'. */
export function displayNameOf(user: Pick<User, 'name' | 'firstName' | 'lastName'>): string {
  const name = user.name?.trim()
  if (name) return name
  const joined = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  return joined || 'User'
}
