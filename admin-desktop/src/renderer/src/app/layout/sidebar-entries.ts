import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import {
  BankAccount,
  Calculator,
  Book,
  Dashboard,
  Learning,
  NewPerson,
  People,
  Percentage,
  Tag,
} from '@blueprintjs/icons'

export interface SidebarEntry {
  label: string
  /** Relative to the app's base: '' is the dashboard at /admin. */
  path: string
  icon: ComponentType<{ 'aria-hidden'?: boolean }>
}

/**
 * The sidebar's entries in their order. An entry appears only when its screen is routed (see
 * `visibleEntries`), so a screen that a later change adds shows up without a link to nowhere
 * before it.
 */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: 'Dashboard', path: '', icon: Dashboard },
  { label: 'Courses', path: 'course', icon: Learning },
  { label: 'Books', path: 'books', icon: Book },
  { label: 'Category', path: 'category', icon: Tag },
  { label: 'Enroll', path: 'enrolluser', icon: NewPerson },
  { label: 'Transactions', path: 'transactions', icon: BankAccount },
  { label: 'GST report', path: 'gst-report', icon: Calculator },
  { label: 'Coupons', path: 'coupons', icon: Percentage },
  { label: 'Users', path: 'users', icon: People },
]

/** The first-level paths a route table serves ('' for its index route). */
export function routedPaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => {
    if (route.index) return ['']
    if (route.path === undefined || route.path.includes('*')) return []
    return [route.path.replace(/^\/+|\/+$/g, '').split('/')[0]!]
  })
}

export function visibleEntries(routed: readonly string[]): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => routed.includes(entry.path))
}
