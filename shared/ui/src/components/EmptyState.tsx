import type { ReactElement, ReactNode } from 'react'
import { H2 } from '@blueprintjs/core'
import '../styles/components.css'

interface EmptyStateProps {
  /** An icon element, drawn large and muted. */
  icon: ReactElement
  title: string
  description?: ReactNode
  /** A way out: clear the filters, browse the store... */
  action?: ReactElement
}

/** Nothing to show, said plainly, with the next step. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <span className="empty-state-icon" aria-hidden>
        {icon}
      </span>
      <H2 className="empty-state-title">{title}</H2>
      {description && <p className="empty-state-description">{description}</p>}
      {action && <div className="empty-state-action">{action}</div>}
    </div>
  )
}
