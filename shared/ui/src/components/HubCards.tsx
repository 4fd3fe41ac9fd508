import type { ReactElement } from 'react'
import { Card, H3 } from '@blueprintjs/core'
import { ButtonLink } from './ButtonLink.tsx'
import '../styles/components.css'

/** One way into an area: where it leads, what it is for, and the button's word. */
export interface HubCard {
  to: string
  title: string
  text: string
  action: string
  icon: ReactElement
}

/** The cards of a hub page (an area's front page), one per way in. */
export function HubCards({ cards }: { cards: readonly HubCard[] }) {
  return (
    <div className="hub-cards">
      {cards.map((card) => (
        <Card key={card.to} className="hub-card">
          <span className="hub-card-icon" aria-hidden>
            {card.icon}
          </span>
          <H3>{card.title}</H3>
          <p>{card.text}</p>
          <ButtonLink to={card.to} intent="primary">
            {card.action}
          </ButtonLink>
        </Card>
      ))}
    </div>
  )
}
