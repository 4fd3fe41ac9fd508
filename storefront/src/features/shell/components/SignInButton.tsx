import type { MouseEvent } from 'react'
import { AnchorButton } from '@blueprintjs/core'
import { LogIn } from '@blueprintjs/icons'
import { useNavigate } from 'react-router'

/** A real link to /login (it opens in a new tab too) that navigates inside the app on click. */
export function SignInButton({
  fill = false,
  onNavigate,
}: {
  fill?: boolean
  onNavigate?: () => void
}) {
  const navigate = useNavigate()
  function open(event: MouseEvent<HTMLElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onNavigate?.()
    navigate('/login')
  }
  return (
    <AnchorButton
      href="/login"
      intent="primary"
      icon={<LogIn />}
      text="Sign In"
      fill={fill}
      onClick={open}
    />
  )
}
