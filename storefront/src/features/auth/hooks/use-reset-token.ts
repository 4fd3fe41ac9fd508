import { useLocation } from 'react-router'

const RESET_PATH = '/reset-password'

/**
 * The reset link's token: `?token=` first, else the last path segment of
 * /reset-password/{token} (older mails used that form). Null when the link carries none.
 */
export function readResetToken(search: string, pathname: string): string | null {
  const fromQuery = new URLSearchParams(search).get('token')?.trim()
  if (fromQuery) return fromQuery
  const path = pathname.replace(/\/+$/, '')
  if (!path.startsWith(`${RESET_PATH}/`)) return null
  const lastSegment = path.split('/').pop() ?? ''
  try {
    return decodeURIComponent(lastSegment).trim() || null
  } catch {
    return null
  }
}

export function useResetToken(): string | null {
  const { search, pathname } = useLocation()
  return readResetToken(search, pathname)
}
