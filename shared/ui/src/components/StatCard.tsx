import type { ReactElement, ReactNode } from 'react'
import { Card, Classes } from '@blueprintjs/core'
import '../styles/components.css'

interface StatCardProps {
  label: string
  value: ReactNode
  icon?: ReactElement
  /** While the number is on its way: a placeholder of the same size, so nothing moves. */
  loading?: boolean
}

/** One figure with its label (Total Courses, Free Resources...). */
export function StatCard({ label, value, icon, loading = false }: StatCardProps) {
  return (
    <Card className="stat-card" aria-busy={loading || undefined}>
      {icon && (
        <span className="stat-card-icon" aria-hidden>
          {icon}
        </span>
      )}
      <div className="stat-card-text">
        <span className={`stat-card-value ${loading ? Classes.SKELETON : ''}`}>
          {loading ? '000' : value}
        </span>
        <span className="stat-card-label">{label}</span>
      </div>
    </Card>
  )
}
