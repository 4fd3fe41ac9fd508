import { Link } from 'react-router'
import { usePublicConfig } from '../../auth/index.ts'
import { BRAND_NAME, BRAND_TAGLINE, BrandMark } from '@pathshala/ui'

/** Logo, brand (from the server's config) and tagline, linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const { data: config } = usePublicConfig()
  const brand = config?.appName ?? BRAND_NAME
  return (
    <Link to="/home" className="brand-link" onClick={onNavigate} aria-label={`${brand} home`}>
      <BrandMark />
      <span className="brand-link__text">
        <span className="brand-link__name">{brand}</span>
        <span className="brand-link__tagline">{BRAND_TAGLINE}</span>
      </span>
    </Link>
  )
}
