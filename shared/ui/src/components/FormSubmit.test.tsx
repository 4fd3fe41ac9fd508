import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormSubmit, SIGN_IN_SUBMIT } from './FormSubmit.tsx'

describe('FormSubmit', () => {
  it('keeps an empty, announced slot while all is well, and an enabled button', () => {
    const { container } = render(
      <FormSubmit messageClassName="slot" message={null} pending={false} {...SIGN_IN_SUBMIT} />
    )
    const slot = container.querySelector('.slot')
    expect(slot).toHaveAttribute('aria-live', 'polite')
    expect(slot).toBeEmptyDOMElement()
    const button = screen.getByRole('button', { name: 'Sign In' })
    expect(button).toHaveAttribute('type', 'submit')
    expect(button).toBeEnabled()
  })

  it('shows the refusal in a red box, and says what it does while pending', () => {
    const { container } = render(
      <FormSubmit
        messageClassName="slot"
        message="Invalid email or password"
        pending
        text="Sign In"
        pendingText="Signing in..."
      />
    )
    expect(container.querySelector('.slot .bp6-callout.bp6-intent-danger')).toHaveTextContent(
      'Invalid email or password'
    )
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
  })

  it('is disabled for a reason of the form own, too', () => {
    render(
      <FormSubmit
        messageClassName="slot"
        message={null}
        pending={false}
        disabled
        text="Send"
        pendingText="Sending..."
      />
    )
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
  })
})
