import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { OtpInput } from './OtpInput.tsx'

/** The boxes with their value kept in state, the way OtpVerification uses them. */
function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value}</output>
    </>
  )
}

function boxes() {
  return Array.from({ length: 6 }, (_, index) => screen.getByLabelText(`Digit ${index + 1} of 6`))
}

function setup() {
  const onComplete = vi.fn()
  render(<Harness onComplete={onComplete} />)
  return { user: userEvent.setup({ delay: null }), onComplete }
}

describe('OtpInput', () => {
  it('moves to the next box as digits are typed and ignores anything but digits', async () => {
    const { user } = setup()
    await user.click(boxes()[0])
    await user.keyboard('1a2')
    expect(boxes()[0]).toHaveValue('1')
    expect(boxes()[1]).toHaveValue('2')
    expect(boxes()[2]).toHaveFocus()
    expect(screen.getByTestId('value')).toHaveTextContent('12')
  })

  it('moves on when a digit is typed over the same digit, so a retyped code is complete', async () => {
    const { user, onComplete } = setup()
    await user.click(boxes()[0])
    await user.keyboard('12')
    // back to the start, then the real code, whose second digit is the one box 2 already shows
    await user.click(boxes()[0])
    await user.keyboard('023914')
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual([
      '0',
      '2',
      '3',
      '9',
      '1',
      '4',
    ])
    expect(onComplete).toHaveBeenCalledWith('023914')
  })

  it('submits by itself when the sixth digit is entered, once', async () => {
    const { user, onComplete } = setup()
    await user.click(boxes()[0])
    await user.keyboard('12345')
    expect(onComplete).not.toHaveBeenCalled()
    await user.keyboard('6')
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  it('fills every box from a pasted code, spaces and all, and submits it', async () => {
    const { user, onComplete } = setup()
    await user.click(boxes()[3])
    await user.paste('482 913')
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual([
      '4',
      '8',
      '2',
      '9',
      '1',
      '3',
    ])
    expect(onComplete).toHaveBeenCalledWith('482913')
  })

  it('fills from the focused box when only part of a code is pasted', async () => {
    const { user, onComplete } = setup()
    await user.click(boxes()[2])
    await user.paste('77')
    expect(screen.getByTestId('value').textContent).toBe('  77')
    expect(boxes()[4]).toHaveFocus()
    expect(onComplete).not.toHaveBeenCalled()
  })

  it('clears the box, then steps back with Backspace on an empty box', async () => {
    const { user } = setup()
    await user.click(boxes()[0])
    await user.keyboard('123')
    // the focus is on the empty fourth box: Backspace clears the third and moves there
    await user.keyboard('{Backspace}')
    expect(boxes()[2]).toHaveValue('')
    expect(boxes()[2]).toHaveFocus()
    await user.keyboard('{Backspace}')
    expect(boxes()[1]).toHaveValue('')
    expect(boxes()[1]).toHaveFocus()
    expect(screen.getByTestId('value')).toHaveTextContent('1')
  })

  it('keeps the other digits in place when one box in the middle is cleared', async () => {
    const { user, onComplete } = setup()
    await user.click(boxes()[0])
    await user.keyboard('123456')
    await user.click(boxes()[2])
    await user.keyboard('{Delete}')
    expect(screen.getByTestId('value').textContent).toBe('12 456')
    await user.keyboard('9')
    expect(onComplete).toHaveBeenLastCalledWith('129456')
  })

  it('moves between boxes with the arrow keys, Home and End', async () => {
    const { user } = setup()
    await user.click(boxes()[2])
    await user.keyboard('{ArrowLeft}')
    expect(boxes()[1]).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(boxes()[3]).toHaveFocus()
    await user.keyboard('{End}')
    expect(boxes()[5]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(boxes()[0]).toHaveFocus()
  })

  it('replaces a digit when typing into a box that already has one', async () => {
    const { user } = setup()
    await user.click(boxes()[0])
    await user.keyboard('12')
    await user.click(boxes()[0])
    await user.keyboard('7')
    expect(boxes()[0]).toHaveValue('7')
    expect(boxes()[1]).toHaveValue('2')
  })
})
