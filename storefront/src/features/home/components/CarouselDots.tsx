import './carousel-dots.css'

interface CarouselDotsProps {
  count: number
  current: number
  onSelect: (index: number) => void
  /** 'slide' or 'team member': read out as 'Go to slide 3'. */
  itemLabel: string
}

/** One button per item; the current one is marked for sight and for screen readers. */
export function CarouselDots({ count, current, onSelect, itemLabel }: CarouselDotsProps) {
  return (
    <div className="carousel-dots">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={index === current ? 'carousel-dot carousel-dot--current' : 'carousel-dot'}
          aria-label={`Go to ${itemLabel} ${index + 1}`}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  )
}
