import { useId } from 'react'
import '../styles/components.css'

/**
 * The product's mark: an open book under a lamp flame on the brand gradient, drawn inline so it
 * costs no request. Decoration: the brand's name always stands beside it in text.
 */
export function BrandMark({ size = 36, className }: { size?: number; className?: string }) {
  // A unique gradient id per copy: the mark can appear in a top bar, a drawer and a footer at once.
  const gradientId = useId()
  return (
    <svg
      className={['brand-mark', className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--ps-brand-from)' }} />
          <stop offset="1" style={{ stopColor: 'var(--ps-brand-to)' }} />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <path d="M7.5 15.2c4.3-1.9 8.5-1.5 12.5 1.3v15.3c-4-2.6-8.2-3-12.5-1.3z" fill="#fff" />
      <path
        d="M32.5 15.2c-4.3-1.9-8.5-1.5-12.5 1.3v15.3c4-2.6 8.2-3 12.5-1.3z"
        fill="#fff"
        fillOpacity="0.72"
      />
      <path
        d="M20 4.5c2 2.4 2.9 4.2 2.9 5.8a2.9 2.9 0 0 1-5.8 0c0-1.6.9-3.4 2.9-5.8z"
        style={{ fill: 'var(--ps-brand-flame)' }}
      />
    </svg>
  )
}
