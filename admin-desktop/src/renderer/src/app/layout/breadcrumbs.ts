import { SIDEBAR_ENTRIES } from './sidebar-entries.ts'

export interface Crumb {
  label: string
  /** Relative to the app's base, starting with '/'. */
  to: string
}

const SEGMENT_LABELS: Record<string, string> = {
  ...Object.fromEntries(SIDEBAR_ENTRIES.map((entry) => [entry.path, entry.label])),
  settings: 'Settings',
}

function labelOf(segment: string): string {
  let text = segment
  try {
    text = decodeURIComponent(segment)
  } catch {
    // a malformed escape is shown as typed
  }
  return SEGMENT_LABELS[text] ?? text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * The trail from the dashboard to the current screen, one crumb per path segment under the
 * app's base. `named` overrides a crumb's label by its path (a record's name instead of its id).
 */
export function breadcrumbsOf(pathname: string, named: Record<string, string> = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ label: 'Dashboard', to: '/' }]
  segments.forEach((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`
    crumbs.push({ label: named[to] ?? labelOf(segment), to })
  })
  return crumbs
}
