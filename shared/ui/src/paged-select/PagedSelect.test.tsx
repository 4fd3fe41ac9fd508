import '../testing/jsdom-stand-ins.ts'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@pathshala/shared'
import { PagedSelect, type PagedSelectProps } from './PagedSelect.tsx'
import type { PagedQuery } from './paged-select-types.ts'

interface Course {
  _id: string
  name: string
  category: string
  draft?: boolean
}

const COURSES: Course[] = [
  { _id: 'c1', name: 'Polity Basics', category: 'UPSC' },
  { _id: 'c2', name: 'Banking Awareness', category: 'Banking', draft: true },
]

const LOADED: PagedQuery = {
  isPending: false,
  isError: false,
  error: null,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => undefined,
}

type Overrides = Partial<PagedSelectProps<Course>>

function props(overrides: Overrides = {}): PagedSelectProps<Course> {
  return {
    id: 'course',
    labelId: 'course-label',
    value: null,
    onChange: vi.fn(),
    search: '',
    onSearchChange: vi.fn(),
    items: COURSES,
    query: LOADED,
    itemText: (course) => course.name,
    itemLabel: (course) => course.category,
    itemLabelElement: (course) => (course.draft ? <span>Draft</span> : undefined),
    texts: {
      placeholder: 'Select a course',
      searchLabel: 'Search courses',
      searchPlaceholder: 'Search courses by name',
      loading: 'Loading courses...',
      failed: 'The courses could not be loaded',
      empty: 'No courses found',
      loadMore: 'Load more courses',
    },
    listbox: { id: 'course-list', label: 'Courses', className: 'course-menu' },
    ...overrides,
  }
}

/** The select under its label, as a form shows it. */
function Field(overrides: Overrides) {
  return (
    <>
      <label id="course-label" htmlFor="course">
        Course
      </label>
      <PagedSelect<Course> {...props(overrides)} />
    </>
  )
}

function renderSelect(overrides: Overrides = {}) {
  const view = render(<Field {...overrides} />)
  return { ...view, rerender: (next: Overrides) => view.rerender(<Field {...next} />) }
}

async function openList() {
  await userEvent.click(screen.getByRole('button', { name: /^Course/ }))
  return screen.findByRole('listbox', { name: 'Courses' })
}

/** Clicks an option where a pointer would: on its menu item. */
async function choose(option: HTMLElement) {
  await userEvent.click(option.querySelector('.bp6-menu-item')!)
}

describe('PagedSelect', () => {
  it('is a button named by its label and the chosen item, controlling the listbox', async () => {
    const { rerender } = renderSelect()
    const trigger = screen.getByRole('button', { name: 'Course Select a course' })
    expect(trigger).toHaveAttribute('id', 'course')
    expect(trigger).toHaveAttribute('aria-controls', 'course-list')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox')

    const list = await openList()
    expect(list).toHaveAttribute('id', 'course-list')
    expect(list).toHaveClass('course-menu')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const search = screen.getByRole('combobox', { name: 'Search courses' })
    expect(search).toHaveAttribute('aria-controls', 'course-list')
    expect(search).toHaveAttribute('placeholder', 'Search courses by name')

    rerender({ value: COURSES[0]! })
    expect(screen.getByRole('button', { name: 'Course Polity Basics' })).toBeInTheDocument()
  })

  it('shows every item the server answered, with its label, and hands back the chosen one', async () => {
    const onChange = vi.fn()
    renderSelect({ onChange, value: COURSES[0]! })
    const list = await openList()
    const options = within(list).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Polity BasicsUPSC',
      'Banking AwarenessBankingDraft',
    ])
    expect(options[0]).toHaveAttribute('aria-selected', 'true')

    await choose(options[1]!)
    expect(onChange).toHaveBeenCalledExactlyOnceWith(COURSES[1], expect.anything())
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
  })

  it('puts the footer under the listbox, counting the options shown', async () => {
    renderSelect({
      footer: (shown) => <p data-testid="count">{`${shown} of 130 courses`}</p>,
    })
    const list = await openList()
    const count = screen.getByTestId('count')
    expect(count).toHaveTextContent('2 of 130 courses')
    expect(list).not.toContainElement(count)
  })

  it('commits the typed search 300 ms after the last keystroke, tidied, once', async () => {
    const onSearchChange = vi.fn()
    renderSelect({ onSearchChange })
    await openList()
    vi.useFakeTimers()
    try {
      const search = screen.getByRole('combobox', { name: 'Search courses' })
      fireEvent.change(search, { target: { value: 'pol' } })
      act(() => vi.advanceTimersByTime(200))
      fireEvent.change(search, { target: { value: ' polity  basics ' } })
      act(() => vi.advanceTimersByTime(299))
      expect(onSearchChange).not.toHaveBeenCalled()
      expect(search).toHaveValue(' polity  basics ')
      act(() => vi.advanceTimersByTime(1))
      expect(onSearchChange).toHaveBeenCalledExactlyOnceWith('polity basics')
      act(() => vi.advanceTimersByTime(1000))
      expect(onSearchChange).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('says the list is loading while the first page is on its way', async () => {
    renderSelect({ items: [], query: { ...LOADED, isPending: true } })
    const list = await openList()
    const [loading] = within(list).getAllByRole('option')
    expect(loading).toHaveTextContent('Loading courses...')
    expect(loading!.querySelector('.bp6-menu-item')).toHaveClass('bp6-disabled')
  })

  it("says a failure in the server's words, or its own", async () => {
    const failed = { ...LOADED, isError: true }
    const { rerender } = renderSelect({
      items: [],
      query: {
        ...failed,
        error: new ApiError(401, 'Unauthorized', [], { message: 'Not signed in' }),
      },
    })
    const list = await openList()
    expect(within(list).getByRole('option')).toHaveTextContent('Not signed in')
    rerender({ items: [], query: { ...failed, error: new ApiError(0, 'Network error') } })
    expect(within(list).getByRole('option')).toHaveTextContent('The courses could not be loaded')
  })

  it('says when the search finds nothing', async () => {
    renderSelect({ items: [] })
    const list = await openList()
    expect(within(list).getByRole('option')).toHaveTextContent('No courses found')
  })

  it('loads the next page from its last option, keeping the list open', async () => {
    const fetchNextPage = vi.fn()
    const { rerender } = renderSelect({ query: { ...LOADED, hasNextPage: true, fetchNextPage } })
    const list = await openList()
    expect(list.querySelector('.bp6-menu-divider')).toBeNull()
    await choose(within(list).getByRole('option', { name: 'Load more courses' }))
    expect(fetchNextPage).toHaveBeenCalledOnce()
    expect(screen.getByRole('listbox', { name: 'Courses' })).toBeInTheDocument()

    rerender({ query: { ...LOADED, hasNextPage: true, isFetchingNextPage: true, fetchNextPage } })
    const loadingMore = within(list).getByRole('option', { name: 'Loading more…' })
    expect(loadingMore.querySelector('.bp6-menu-item')).toHaveClass('bp6-disabled')

    rerender({
      query: { ...LOADED, hasNextPage: true, fetchNextPage },
      dividerBeforeLoadMore: true,
    })
    expect(list.querySelector('.bp6-menu-divider')).not.toBeNull()
  })

  it('does not open while disabled', async () => {
    renderSelect({ disabled: true })
    const trigger = screen.getByRole('button', { name: /^Course/ })
    expect(trigger).toBeDisabled()
    await userEvent.click(trigger)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })
})
