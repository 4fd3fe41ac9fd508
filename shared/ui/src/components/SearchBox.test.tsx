import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SearchBox } from './SearchBox.tsx'

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function type(text: string) {
    fireEvent.change(screen.getByLabelText('Search courses'), { target: { value: text } })
  }

  it('commits the trimmed text 500 ms after the last keystroke, once', () => {
    const onCommit = vi.fn()
    render(<SearchBox id="s" label="Search courses" value="" onCommit={onCommit} />)
    type('pol')
    act(() => vi.advanceTimersByTime(400))
    type('polity ')
    act(() => vi.advanceTimersByTime(499))
    expect(onCommit).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('polity')
  })

  it('commits at once on Enter and on clear', () => {
    const onCommit = vi.fn()
    const { rerender } = render(
      <SearchBox id="s" label="Search courses" value="" onCommit={onCommit} />
    )
    type('gk')
    fireEvent.submit(screen.getByRole('search'))
    expect(onCommit).toHaveBeenLastCalledWith('gk')
    rerender(<SearchBox id="s" label="Search courses" value="gk" onCommit={onCommit} />)
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(onCommit).toHaveBeenLastCalledWith('')
    act(() => vi.advanceTimersByTime(1000))
    expect(onCommit).toHaveBeenCalledTimes(2)
  })

  it('follows a search changed elsewhere without committing it back', () => {
    const onCommit = vi.fn()
    const { rerender } = render(
      <SearchBox id="s" label="Search courses" value="history" onCommit={onCommit} />
    )
    expect(screen.getByLabelText('Search courses')).toHaveValue('history')
    rerender(<SearchBox id="s" label="Search courses" value="" onCommit={onCommit} />)
    expect(screen.getByLabelText('Search courses')).toHaveValue('')
    act(() => vi.advanceTimersByTime(1000))
    expect(onCommit).not.toHaveBeenCalled()
  })
})
