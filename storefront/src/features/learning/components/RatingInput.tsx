import { useRef, useState, type KeyboardEvent } from 'react'
import { Star, StarEmpty } from '@blueprintjs/icons'

const STARS = [1, 2, 3, 4, 5] as const
const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const

interface RatingInputProps {
  value: number
  onChange(value: number): void
  disabled?: boolean
  labelId: string
}

/**
 * Five stars as a radio group: click or hover to preview, arrow keys to move, one tab stop.
 */
export function RatingInput({ value, onChange, disabled, labelId }: RatingInputProps) {
  const [hovered, setHovered] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const shown = hovered || value

  const choose = (stars: number) => {
    onChange(stars)
    buttons.current[stars - 1]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: Math.min(5, (value || 0) + 1),
      ArrowUp: Math.min(5, (value || 0) + 1),
      ArrowLeft: Math.max(1, (value || 1) - 1),
      ArrowDown: Math.max(1, (value || 1) - 1),
      Home: 1,
      End: 5,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    choose(next)
  }

  return (
    <div className="rating-input">
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="rate-stars"
        onMouseLeave={() => setHovered(0)}
        onKeyDown={onKeyDown}
      >
        {STARS.map((stars) => (
          <button
            key={stars}
            ref={(element) => {
              buttons.current[stars - 1] = element
            }}
            type="button"
            role="radio"
            className={stars <= shown ? 'rate-star filled' : 'rate-star'}
            aria-checked={value === stars}
            aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            tabIndex={value === stars || (value === 0 && stars === 1) ? 0 : -1}
            disabled={disabled}
            onMouseEnter={() => setHovered(stars)}
            onClick={() => choose(stars)}
          >
            {stars <= shown ? <Star size={24} /> : <StarEmpty size={24} />}
          </button>
        ))}
      </div>
      <span className="rating-word bp6-text-muted" aria-hidden="true">
        {STAR_WORDS[shown]}
      </span>
    </div>
  )
}
