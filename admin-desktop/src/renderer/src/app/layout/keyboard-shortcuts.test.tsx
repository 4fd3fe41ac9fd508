import { Classes } from '@blueprintjs/core'
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
    // Blueprint moves focus into the dialog on the next animation frame and closes it on an Esc
    // pressed inside; a loaded machine can be slower than the typing, so wait for the focus first
    await waitFor(() =>
      expect(dialog.closest(`.${Classes.OVERLAY}`)).toContainElement(
        document.activeElement as HTMLElement
      )
    )
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
