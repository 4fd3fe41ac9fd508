import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderRoute } from '../../../test/render-route.tsx'
import { storeItem } from '../test/store-fixtures.ts'
import { PurchaseConfirmDialog } from './PurchaseConfirmDialog.tsx'

describe('The purchase dialog asks for the state (GST invoice)', () => {
  it('the store purchase dialog asks for it and hands the choice to the purchase', async () => {
    const onConfirm = vi.fn()
    const book = storeItem({ _id: 'book-9', title: 'Modern History Handbook', pricePaise: 99_900 })
    renderRoute(
      <PurchaseConfirmDialog
        book={book}
        signedIn
        paymentsEnabled
        busy={false}
        askState
        onClose={() => {}}
        onConfirm={onConfirm}
      />,
      { at: '/home/store' }
    )
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Your state' }),
      'Tamil Nadu'
    )
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹999' }))
    expect(onConfirm.mock.calls[0]?.slice(0, 2)).toEqual([book, '33'])
  })

  it('the store dialog without the question (state known) confirms as before', async () => {
    const onConfirm = vi.fn()
    const book = storeItem({ pricePaise: 99_900 })
    renderRoute(
      <PurchaseConfirmDialog
        book={book}
        signedIn
        paymentsEnabled
        busy={false}
        onClose={() => {}}
        onConfirm={onConfirm}
      />,
      { at: '/home/store' }
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹999' }))
    expect(screen.queryByRole('combobox', { name: 'Your state' })).not.toBeInTheDocument()
    expect(onConfirm.mock.calls[0]?.slice(0, 2)).toEqual([book, undefined])
  })
})
