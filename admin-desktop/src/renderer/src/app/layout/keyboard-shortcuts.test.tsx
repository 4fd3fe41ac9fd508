import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { KeyboardShortcuts } from './KeyboardShortcuts.tsx'

describe('the keyboard shortcuts list', () => {
  it('opens on ? and lists the sidebar key; Esc closes it', async () => {
    const user = userEvent.setup()
    render(<KeyboardShortcuts />)
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.keyboard('?')
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(dialog).toHaveTextContent('Show or hide the sidebar')
    expect(dialog).toHaveTextContent('List the keyboard shortcuts')
    await user.keyboard('{Escape}')
    // the dialog leaves after its closing transition: wait for that, not for a fixed second
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('leaves ? alone while typing in a field', async () => {
    const user = userEvent.setup()
    render(
      <>
        <input aria-label="Search" />
        <KeyboardShortcuts />
      </>
    )
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'what?')
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('what?')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
