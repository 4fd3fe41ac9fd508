/** How an item came to an account. */
export const SOURCE_LABELS: Record<string, string> = {
  purchase: 'Bought',
  free: 'Free',
  manual: 'Added by an admin',
}

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source
}

export const PROVIDER_LABELS = { email: 'Email and password', google: 'Google' } as const
