import { Tick } from '@blueprintjs/icons'
import { priceLabel } from '../lib/price-label.ts'
import '../styles/components.css'

interface PriceTagProps {
  /** The amount in paise (`pricePaise` of a course or a book). */
  paise: number | null | undefined
  /** Shows 'Enrolled' instead of an amount. */
  enrolled?: boolean
  /** K / M abbreviations (book cards). */
  compact?: boolean
  size?: 'regular' | 'large'
  className?: string
  /** Beside a paid amount, e.g. '+ 18% GST' when prices are before tax (nothing when absent). */
  note?: string | null
}

/** A price in rupees (en-IN), 'Free' for nothing to pay, or 'Enrolled'. */
export function PriceTag({
  paise,
  enrolled = false,
  compact = false,
  size = 'regular',
  className,
  note,
}: PriceTagProps) {
  const label = priceLabel(paise, { enrolled, compact })
  const kind = enrolled ? 'enrolled' : label === 'Free' ? 'free' : 'paid'
  const tag = (
    <span
      className={['price-tag', `price-tag--${kind}`, `price-tag--${size}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      {enrolled && <Tick aria-hidden size={size === 'large' ? 16 : 12} />}
      {label}
    </span>
  )
  if (!note || kind !== 'paid') return tag
  return (
    <span className="price-tag-noted">
      {tag}
      <span className="price-tag__note">{note}</span>
    </span>
  )
}
