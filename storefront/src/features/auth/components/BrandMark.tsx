import { Learning } from '@blueprintjs/icons'

/** The product's logo: a learning cap on the brand gradient. */
export function BrandMark({ size }: { size: 'small' | 'large' }) {
  return (
    <span className={`brand-mark brand-mark-${size}`} aria-hidden="true">
      <Learning size={size === 'small' ? 16 : 32} />
    </span>
  )
}
