import { Link } from 'react-router'
import { usePublicConfig } from '../../auth/api/session.ts'
import { BrandMark } from './BrandMark.tsx'

export const DEFAULT_BRAND = 'Pathshala'
export const TAGLINE = 'Civil services & competitive exam coaching'

/** Logo, brand (from the server's config) and tagline, linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const { data: config } = usePublicConfig()
  const brand = config?.appName ?? DEFAULT_BRAND
  return (
    <Link to="/home" className="brand-link" onClick={onNavigate} aria-label={`${brand} home`}>
      <BrandMark />
      <span className="brand-link__text">
        <span className="brand-link__name">{brand}</span>
        <span className="brand-link__tagline">{TAGLINE}</span>
      </span>
    </Link>
  )
}
