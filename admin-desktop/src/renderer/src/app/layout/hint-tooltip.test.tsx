import { act, fireEvent, render, screen } from '@testing-library/react'
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
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const { one } = twoHints()
  hover(one)
  await wait(700)
  expect(shownHints()).toEqual(['Dashboard'])
  // closing runs through a few renders, each starting the next timer: time passes in steps
  unhover(one)
  for (let step = 0; step < 8; step++) await wait(50)
  expect(shownHints()).toEqual([])

  hover(one)
  await wait(650)
  expect(shownHints()).toEqual([])
  await wait(50)
  expect(shownHints()).toEqual(['Dashboard'])
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
