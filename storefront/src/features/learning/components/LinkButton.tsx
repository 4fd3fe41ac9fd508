import type { ReactNode } from 'react'
import { Classes, type Intent } from '@blueprintjs/core'
import { Link } from 'react-router'
import './link-button.css'

interface LinkButtonProps {
  to: string
  text: string
  icon?: ReactNode
  intent?: Intent
  variant?: 'solid' | 'outlined' | 'minimal'
  fill?: boolean
  className?: string
}

/** A router link that looks like a Blueprint button: navigation keeps link semantics. */
export function LinkButton({
  to,
  text,
  icon,
  intent,
  variant = 'solid',
  fill,
  className,
}: LinkButtonProps) {
  const classes = [
    Classes.BUTTON,
    intent && intent !== 'none' ? Classes.intentClass(intent) : undefined,
    variant === 'outlined' ? Classes.OUTLINED : undefined,
    variant === 'minimal' ? Classes.MINIMAL : undefined,
    fill ? Classes.FILL : undefined,
    'link-button',
    className,
  ]
  return (
    <Link to={to} className={classes.filter(Boolean).join(' ')}>
      {icon}
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </Link>
  )
}
