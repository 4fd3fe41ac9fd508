import type { ReactElement, ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router'
import { Classes, type Intent } from '@blueprintjs/core'

interface ButtonLinkProps extends Omit<LinkProps, 'className'> {
  intent?: Intent
  icon?: ReactElement
  endIcon?: ReactElement
  fill?: boolean
  variant?: 'solid' | 'outlined' | 'minimal'
  size?: 'small' | 'medium' | 'large'
  className?: string
  children: ReactNode
}

/** A router link dressed as a Blueprint button: navigation stays a link (middle-click, copy). */
export function ButtonLink({
  intent = 'none',
  icon,
  endIcon,
  fill = false,
  variant = 'solid',
  size = 'medium',
  className,
  children,
  ...linkProps
}: ButtonLinkProps) {
  const classes = [
    Classes.BUTTON,
    Classes.intentClass(intent),
    variant === 'outlined' && Classes.OUTLINED,
    variant === 'minimal' && Classes.MINIMAL,
    size === 'small' && Classes.SMALL,
    size === 'large' && Classes.LARGE,
    fill && Classes.FILL,
    'button-link',
    className,
  ]
  return (
    <Link {...linkProps} className={classes.filter(Boolean).join(' ')}>
      {icon}
      <span className={Classes.BUTTON_TEXT}>{children}</span>
      {endIcon}
    </Link>
  )
}
