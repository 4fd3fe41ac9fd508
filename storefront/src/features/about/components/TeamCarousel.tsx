import type { CSSProperties } from 'react'
import { Button } from '@blueprintjs/core'
import { ChevronLeft, ChevronRight, Pause, Play } from '@blueprintjs/icons'
import { CarouselDots } from '../../home/index.ts'
import { useCarousel } from '../../home/index.ts'
import { useVisibleCardCount } from '../hooks/use-visible-card-count.ts'
import { TEAM_MEMBERS } from '../lib/team-members.ts'
import { isSlotVisible, loopedTrack } from '../lib/visible-cards.ts'
import { TeamCard } from './TeamCard.tsx'

/** The team, 3, 2 or 1 cards at a time, moving on every 4 s, with pause/play, dots and a counter. */
export function TeamCarousel() {
  const visible = useVisibleCardCount()
  const carousel = useCarousel({ count: TEAM_MEMBERS.length })
  const slots = loopedTrack(TEAM_MEMBERS, visible)
  // the cards' width comes from the stylesheet's breakpoints (about.css), the same as
  // visibleCardsForWidth's: the prerendered page (which cannot know the window) is then laid
  // out as the hydrated one and nothing moves when React takes over
  const trackStyle: CSSProperties = {
    transform: `translateX(calc(${(-carousel.index * 100) / visible}% + ${carousel.dragOffset}px))`,
  }

  return (
    <section className="page-section" aria-labelledby="team-heading">
      <span className="eyebrow">Our team</span>
      <h2 className="section-heading" id="team-heading">
        The people behind your preparation
      </h2>
      <p className="section-lead">
        Faculty and mentors who teach, write the material and answer your questions.
      </p>
      <div
        className="team-carousel"
        role="region"
        aria-roledescription="carousel"
        aria-label="Team members"
        {...carousel.rootProps}
      >
        <div className="team-carousel__viewport">
          <div
            className={
              carousel.isDragging
                ? 'team-carousel__track team-carousel__track--dragging'
                : 'team-carousel__track'
            }
            style={trackStyle}
            {...carousel.trackProps}
          >
            {slots.map(({ item, index, repeat }, slot) => {
              const shown = isSlotVisible(slot, carousel.index, visible)
              return (
                <div
                  key={repeat ? `${item.id}-repeat` : item.id}
                  className="team-carousel__slot"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${TEAM_MEMBERS.length}: ${item.name}`}
                  aria-hidden={!shown}
                >
                  <TeamCard member={item} />
                </div>
              )
            })}
          </div>
        </div>
        <div className="team-carousel__controls">
          <span
            className="team-carousel__counter"
            aria-live={carousel.advancing ? 'off' : 'polite'}
          >
            {carousel.index + 1} / {TEAM_MEMBERS.length}
          </span>
          <div className="team-carousel__buttons">
            <Button
              variant="outlined"
              icon={<ChevronLeft />}
              aria-label="Previous team member"
              onClick={carousel.previous}
            />
            <CarouselDots
              count={TEAM_MEMBERS.length}
              current={carousel.index}
              onSelect={carousel.goTo}
              itemLabel="team member"
            />
            <Button
              variant="outlined"
              icon={<ChevronRight />}
              aria-label="Next team member"
              onClick={carousel.next}
            />
          </div>
          <Button
            variant="minimal"
            icon={carousel.playing ? <Pause /> : <Play />}
            text={carousel.playing ? 'Pause' : 'Play'}
            onClick={carousel.togglePlaying}
          />
        </div>
      </div>
    </section>
  )
}
