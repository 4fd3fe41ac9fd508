import { useState } from 'react'
import { Manual } from '@blueprintjs/icons'

/** The item's thumbnail, or a book icon when it has none or it does not load. */
export function BookThumb({ url, className }: { url: string | null; className: string }) {
  const [broken, setBroken] = useState(false)
  if (!url || broken) {
    return (
      <span className={`${className} book-thumb-fallback`} aria-hidden>
        <Manual size={32} />
      </span>
    )
  }
  return (
    <img className={className} src={url} alt="" loading="lazy" onError={() => setBroken(true)} />
  )
}
