import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { HintTooltip, TooltipTimingProvider } from './HintTooltip.tsx'

afterEach(() => {
  vi.useRealTimers()
})

/** The pointer onto and off a target (what the hint's wrapper listens to). */
function hover(element: HTMLElement) {
  fireEvent.pointerEnter(element.parentElement!)
  fireEvent.mouseEnter(element.parentElement!)
}
function unhover(element: HTMLElement) {
  fireEvent.pointerLeave(element.parentElement!)
  fireEvent.mouseLeave(element.parentElement!)
}

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms))

function twoHints() {
  render(
    <TooltipTimingProvider>
      <HintTooltip content="Dashboard">
        <button type="button">One</button>
      </HintTooltip>
      <HintTooltip content="Users">
        <button type="button">Two</button>
      </HintTooltip>
    </TooltipTimingProvider>
  )
  return {
    one: screen.getByRole('button', { name: 'One' }),
    two: screen.getByRole('button', { name: 'Two' }),
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const shownHints = () => screen.queryAllByRole('tooltip').map((hint) => hint.textContent)

test('a hint waits 700 ms; the next one, within 300 ms of the last closing, shows at once', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const { one, two } = twoHints()

  hover(one)
  await wait(650)
  expect(shownHints()).toEqual([])
  await wait(100)
  expect(shownHints()).toEqual(['Dashboard'])

  unhover(one)
  hover(two)
  await wait(50)
  expect(shownHints()).toContain('Users')
})

test('once the hints have rested more than 300 ms, the next one waits 700 ms again', async () => {
  const user = userEvent.setup()
  const { one } = twoHints()
  await user.hover(one)
  expect(await screen.findByRole('tooltip', {}, { timeout: 1500 })).toHaveTextContent('Dashboard')
  await user.unhover(one)
  await waitFor(() => expect(shownHints()).toEqual([]))
  await sleep(400)

  await user.hover(one)
  await sleep(550)
  expect(shownHints()).toEqual([])
  await waitFor(() => expect(shownHints()).toEqual(['Dashboard']))
})

test('a disabled hint never shows', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  render(
    <HintTooltip content="Dashboard" disabled>
      <button type="button">One</button>
    </HintTooltip>
  )
  hover(screen.getByRole('button', { name: 'One' }))
  await wait(1000)
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
})
