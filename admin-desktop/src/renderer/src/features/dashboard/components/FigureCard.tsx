import { ArrowDown, ArrowUp, Minus, Star } from '@blueprintjs/icons'
import type { DashboardFigure } from '../api/dashboard-types.ts'
import { StatCard } from '@pathshala/ui'
import type { ReactElement } from 'react'
import { describeChange } from '../lib/figure-change.ts'

const CHANGE_ICONS = { up: ArrowUp, down: ArrowDown, flat: Minus, new: Star } as const

interface FigureCardProps {
  label: string
  figure: DashboardFigure | undefined
  format: (value: number) => string
  icon: ReactElement
  loading: boolean
}

/** One of the dashboard's 30-day figures with its change against the 30 days before. */
export function FigureCard({ label, figure, format, icon, loading }: FigureCardProps) {
  const change = figure ? describeChange(figure.changePercent, figure.current) : null
  const ChangeIcon = change ? CHANGE_ICONS[change.direction] : null
  return (
    <StatCard
      label={label}
      icon={icon}
      loading={loading || !figure}
      value={
        figure &&
        change &&
        ChangeIcon && (
          <>
            <span className="figure-card-current">{format(figure.current)}</span>
            <span
              className={`figure-change figure-change--${change.direction}`}
              title={`Previous 30 days: ${format(figure.previous)}`}
            >
              <ChangeIcon size={12} aria-hidden />
              <span aria-hidden>{change.text}</span>
              <span className="visually-hidden">
                {`, ${change.description} (${format(figure.previous)})`}
              </span>
            </span>
          </>
        )
      }
    />
  )
}
