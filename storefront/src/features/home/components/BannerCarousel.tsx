import { Button } from '@blueprintjs/core'
import { ChevronLeft, ChevronRight, Pause, Play } from '@blueprintjs/icons'
import { Link } from 'react-router'
import { useCarousel } from '../hooks/use-carousel.ts'
import { BANNER_SLIDES } from '../lib/banner-slides.ts'
import { BannerArt } from './BannerArt.tsx'
import { CarouselDots } from './CarouselDots.tsx'

/** The home banner: five slides, 4 s apart, looping, paused under the mouse, swipeable. */
export function BannerCarousel() {
  const carousel = useCarousel({ count: BANNER_SLIDES.length })
  const trackStyle = {
    transform: `translateX(calc(${-carousel.index * 100}% + ${carousel.dragOffset}px))`,
  }

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label="Highlights"
      {...carousel.rootProps}
    >
      <div className="banner__viewport">
        <div
          className={
            carousel.isDragging ? 'banner__track banner__track--dragging' : 'banner__track'
          }
          style={trackStyle}
          // Announce slide changes only when the visitor moves it, not on every auto-advance.
          aria-live={carousel.advancing ? 'off' : 'polite'}
          {...carousel.trackProps}
        >
          {BANNER_SLIDES.map((slide, index) => {
            const current = index === carousel.index
            return (
              <div
                key={slide.id}
                className="banner__slide"
                style={{ background: slide.background }}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${BANNER_SLIDES.length}: ${slide.title}`}
                aria-hidden={!current}
                inert={!current}
              >
                <div className="banner__content">
                  <span className="banner__eyebrow">{slide.eyebrow}</span>
                  <h2 className="banner__title">{slide.title}</h2>
                  <p className="banner__text">{slide.text}</p>
                  <Link className="banner__action" to={slide.action.to} draggable={false}>
                    {slide.action.label}
                  </Link>
                </div>
                <BannerArt artwork={slide.artwork} />
              </div>
            )
          })}
        </div>
      </div>
      <div className="banner__controls">
        <Button
          variant="minimal"
          className="banner__control"
          icon={<ChevronLeft />}
          aria-label="Previous slide"
          onClick={carousel.previous}
        />
        <CarouselDots
          count={BANNER_SLIDES.length}
          current={carousel.index}
          onSelect={carousel.goTo}
          itemLabel="slide"
        />
        <Button
          variant="minimal"
          className="banner__control"
          icon={<ChevronRight />}
          aria-label="Next slide"
          onClick={carousel.next}
        />
        <Button
          variant="minimal"
          className="banner__control"
          icon={carousel.playing ? <Pause /> : <Play />}
          aria-label={carousel.playing ? 'Pause slides' : 'Play slides'}
          onClick={carousel.togglePlaying}
        />
      </div>
    </section>
  )
}
