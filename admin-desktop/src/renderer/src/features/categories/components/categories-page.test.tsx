import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Category } from '../api/category-types.ts'
import { clearToasts } from '@pathshala/ui'
import { createDesktopPlatform } from '../../../platform/desktop-platform.ts'
import { answerApi, type FakeAnswer } from '../../../test/fake-api.ts'
import { fakeBridge, testUser } from '../../../test/fake-bridge.ts'
import { renderApp } from '../../../test/render-app.tsx'

const SERVER = 'http://127.0.0.1:3333'
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

type Body = Record<string, unknown>
interface Sent {
  path: string
  query: URLSearchParams
  body: Body
  headers: Record<string, string>
}

function category(id: string, name: string, courseCount: number, description = ''): Category {
  return { _id: id, name, description, courseCount, createdAt: '2026-11-20T05:00:00.000Z' }
}

/** Answers for the writes; the default behaves like the server and changes the list. */
interface Overrides {
  create?: (body: Body) => FakeAnswer
  update?: (body: Body) => FakeAnswer
  delete?: (body: Body) => FakeAnswer
}

/** The categories screen over an in-memory server; returns every request with its JSON body. */
function open(initial: Category[], overrides: Overrides = {}, path = '/category') {
  window.history.replaceState(null, '', path)
  let categories = [...initial]
  let body: Body = {}
  const sent: Sent[] = []
  const bridge = fakeBridge({ user: testUser() })
  answerApi(bridge, {
    '/courses/showAllCategories': (url) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase()
      const page = Number(url.searchParams.get('page') ?? 1)
      const limit = Number(url.searchParams.get('limit') ?? 100)
      const found = categories
        .filter((one) => one.name.toLowerCase().includes(search))
        .sort((a, b) => a.name.localeCompare(b.name))
      return {
        body: {
          success: true,
          message: 'Categories fetched successfully',
          data: found.slice((page - 1) * limit, page * limit),
          totalCategories: found.length,
          totalPages: Math.ceil(found.length / limit),
          currentPage: page,
        },
      }
    },
    '/courses/createCategory': () => {
      if (overrides.create) return overrides.create(body)
      const created = category(`k${categories.length + 10}`, String(body['name']), 0)
      created.description = String(body['description'] ?? '')
      categories.push(created)
      return {
        status: 201,
        body: { success: true, message: 'Category created successfully!', data: created },
      }
    },
    '/courses/updateCategory': () => {
      if (overrides.update) return overrides.update(body)
      categories = categories.map((one) =>
        one._id === body['categoryId']
          ? { ...one, name: String(body['newName']), description: String(body['description']) }
          : one
      )
      const updated = categories.find((one) => one._id === body['categoryId'])
      return {
        body: {
          success: true,
          message: 'Category updated successfully!',
          category: updated,
          data: updated,
        },
      }
    },
    '/courses/deleteCategory': () => {
      if (overrides.delete) return overrides.delete(body)
      const doomed = categories.find((one) => one._id === body['categoryId'])!
      const target = body['moveToCategoryId']
      if (doomed.courseCount > 0 && !target) {
        const message = `This category still has ${doomed.courseCount} courses. Move or delete them before deleting the category.`
        return { status: 409, body: { success: false, message, error: message } }
      }
      const moved = target ? doomed.courseCount : 0
      categories = categories
        .filter((one) => one !== doomed)
        .map((one) => (one._id === target ? { ...one, courseCount: one.courseCount + moved } : one))
      return {
        body: { success: true, message: 'Category deleted successfully!', movedCourses: moved },
      }
    },
  })
  // the fake routes get the URL only: keep each request's JSON body for them and the test
  const answer = bridge.api.send.getMockImplementation() as unknown as (
    request: unknown
  ) => Promise<unknown>
  bridge.api.send.mockImplementation((async (request: {
    url: string
    body: string | null
    headers: Record<string, string>
  }) => {
    body = request.body ? (JSON.parse(request.body) as Body) : {}
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/api\/v1/, '')
    sent.push({ path, query: url.searchParams, body, headers: request.headers })
    return answer(request)
  }) as never)
  renderApp(createDesktopPlatform(bridge, SERVER, vi.fn()))
  return { sent }
}

const writes = (sent: Sent[], path: string) => sent.filter((call) => call.path === path)
const toast = (text: string) => screen.findByText(text, { selector: '.bp6-toast *' })

/** Clicks an option where a pointer would: on its menu item. */
async function choose(option: HTMLElement) {
  await userEvent.click(option.querySelector('.bp6-menu-item')!)
}

const UPSC = category('k1', 'UPSC', 2, 'Civil services')
const BANKING = category('k2', 'Banking', 0)
const SSC = category('k3', 'SSC', 1, 'Staff Selection Commission')

afterEach(async () => {
  window.history.replaceState(null, '', '/')
  await clearToasts()
})

describe('the categories screen', () => {
  test('a card per category: name, description, course count, created date', async () => {
    const { sent } = open([UPSC, BANKING, SSC])
    const upsc = await screen.findByRole('article', { name: 'UPSC' }, SLOW)
    expect(within(upsc).getByText('Civil services')).toBeVisible()
    expect(within(upsc).getByText('2 courses')).toBeVisible()
    expect(within(upsc).getByText('20 Nov 2026')).toBeVisible()
    const banking = screen.getByRole('article', { name: 'Banking' })
    expect(within(banking).getByText('No description')).toBeVisible()
    expect(within(banking).getByText('0 courses')).toBeVisible()
    expect(within(screen.getByRole('article', { name: 'SSC' })).getByText('1 course')).toBeVisible()
    expect(screen.getByText('3 categories')).toBeVisible()
    // cards in name order, a page of 12 asked for
    expect(
      screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))
    ).toEqual(['category-k2', 'category-k3', 'category-k1'])
    const asked = writes(sent, '/courses/showAllCategories').at(-1)!.query
    expect(Object.fromEntries(asked)).toEqual({ page: '1', limit: '12' })
  })

  test("'No categories found' when there are none, and when a search finds none", async () => {
    open([])
    expect(await screen.findByText('No categories found', {}, SLOW)).toBeVisible()
    expect(screen.getAllByRole('button', { name: 'Create Category' })).toHaveLength(2)
  })

  test('pages by 12 and searches names on the server', async () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      category(`m${index}`, `Exam ${String(index + 1).padStart(2, '0')}`, 0)
    )
    open(many)
    await screen.findByRole('article', { name: 'Exam 01' }, SLOW)
    expect(screen.getAllByRole('article')).toHaveLength(12)
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(await screen.findByRole('article', { name: 'Exam 14' })).toBeVisible()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(window.location.search).toBe('?page=2')

    await userEvent.type(screen.getByRole('searchbox'), 'exam 0{Enter}')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9))
    expect(screen.getByText('9 categories match')).toBeVisible()
    await userEvent.clear(screen.getByRole('searchbox'))
    await userEvent.type(screen.getByRole('searchbox'), 'railways{Enter}')
    expect(await screen.findByText('No categories found')).toBeVisible()
    expect(screen.getByText('No category\'s name contains "railways".')).toBeVisible()
  })
})

describe('create', () => {
  test("a blank name (spaces only) says 'Category name is required' and sends nothing", async () => {
    const { sent } = open([BANKING])
    await userEvent.click(await screen.findByRole('button', { name: 'Create Category' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' })
    await userEvent.type(within(dialog).getByLabelText('Name'), '   ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(within(dialog).getByText('Category name is required')).toBeVisible()
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(writes(sent, '/courses/createCategory')).toHaveLength(0)
  })

  test("sends the trimmed fields once, says 'Category created successfully!', shows the card", async () => {
    const { sent } = open([BANKING])
    await userEvent.click(await screen.findByRole('button', { name: 'Create Category' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' })
    await userEvent.type(within(dialog).getByLabelText('Name'), '  Railways  ')
    await userEvent.type(within(dialog).getByLabelText(/Description/), ' RRB NTPC and Group D ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }))

    expect(await toast('Category created successfully!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const railways = await screen.findByRole('article', { name: 'Railways' })
    expect(within(railways).getByText('RRB NTPC and Group D')).toBeVisible()
    const [created] = writes(sent, '/courses/createCategory')
    expect(created!.body).toEqual({ name: 'Railways', description: 'RRB NTPC and Group D' })
    const header = Object.entries(created!.headers).find(
      ([name]) => name.toLowerCase() === 'idempotency-key'
    )
    expect(header?.[1]).toMatch(/^[0-9a-f-]{36}$/)
  })

  test("a refusal keeps the dialog with 'Failed to create category' and the server's reason", async () => {
    const message = 'A category with this name already exists'
    open([BANKING], { create: () => ({ status: 409, body: { success: false, message } }) })
    await userEvent.click(await screen.findByRole('button', { name: 'Create Category' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' })
    await userEvent.type(within(dialog).getByLabelText('Name'), 'banking')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Failed to create category')
    expect(alert).toHaveTextContent(message)
    expect(within(dialog).getByLabelText('Name')).toHaveValue('banking')
  })

  test("without a server message the failure reads 'Failed to create category'", async () => {
    open([BANKING], { create: () => ({ status: 502, body: '' }) })
    await userEvent.click(await screen.findByRole('button', { name: 'Create Category' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' })
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Defence')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Failed to create category$/
    )
  })

  test("the server's field message shows under the name", async () => {
    const message = 'Category name must not exceed 80 characters'
    open([BANKING], {
      create: () => ({
        status: 422,
        body: { success: false, message, errors: [{ field: 'name', message, rule: 'maxLength' }] },
      }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Create Category' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' })
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Long')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(await within(dialog).findByText(message)).toBeVisible()
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('edit', () => {
  test("starts from the category, needs a name, sends the change: 'Category updated successfully!'", async () => {
    const { sent } = open([UPSC, BANKING])
    const upsc = await screen.findByRole('article', { name: 'UPSC' }, SLOW)
    await userEvent.click(within(upsc).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' })
    const name = within(dialog).getByLabelText('Name')
    expect(name).toHaveValue('UPSC')
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue('Civil services')

    await userEvent.clear(name)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(within(dialog).getByText('Category name is required')).toBeVisible()
    expect(writes(sent, '/courses/updateCategory')).toHaveLength(0)

    await userEvent.type(name, 'UPSC CSE ')
    await userEvent.clear(within(dialog).getByLabelText(/Description/))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await toast('Category updated successfully!')).toBeInTheDocument()
    expect(writes(sent, '/courses/updateCategory').map((call) => call.body)).toEqual([
      { categoryId: 'k1', newName: 'UPSC CSE', description: '' },
    ])
    const renamed = await screen.findByRole('article', { name: 'UPSC CSE' })
    expect(within(renamed).getByText('No description')).toBeVisible()
  })

  test("a failure says 'Failed to update category' with the server's reason", async () => {
    const message = 'A category with this name already exists'
    open([UPSC, BANKING], {
      update: () => ({ status: 409, body: { success: false, message, error: message } }),
    })
    const upsc = await screen.findByRole('article', { name: 'UPSC' }, SLOW)
    await userEvent.click(within(upsc).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Failed to update category')
    expect(alert).toHaveTextContent(message)
  })
})

describe('delete', () => {
  test("an empty category: asks, deletes, 'Category deleted successfully!'", async () => {
    const { sent } = open([UPSC, BANKING])
    const banking = await screen.findByRole('article', { name: 'Banking' }, SLOW)
    await userEvent.click(within(banking).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Category' })
    expect(dialog).toHaveTextContent(
      'Delete "Banking"? It holds no courses. This cannot be undone.'
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await toast('Category deleted successfully!')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Banking' })).not.toBeInTheDocument()
    )
    expect(writes(sent, '/courses/deleteCategory').map((call) => call.body)).toEqual([
      { categoryId: 'k2', moveToCategoryId: null },
    ])
  })

  test('one with courses explains why, then moves them to the chosen category and deletes', async () => {
    const { sent } = open([UPSC, BANKING, SSC])
    const upsc = await screen.findByRole('article', { name: 'UPSC' }, SLOW)
    await userEvent.click(within(upsc).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Category' })
    const why = within(dialog).getByRole('alert')
    expect(why).toHaveTextContent('"UPSC" still has 2 courses')
    expect(why).toHaveTextContent(
      'It cannot be deleted while courses (drafts included) belong to it'
    )
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()

    // nothing chosen yet: nothing is sent
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move courses and delete' }))
    expect(within(dialog).getByText('Choose the category to move the courses to')).toBeVisible()
    expect(writes(sent, '/courses/deleteCategory')).toHaveLength(0)

    await userEvent.click(within(dialog).getByRole('button', { name: /^Move courses to/ }))
    await screen.findByRole('option', { name: /Banking/ }, SLOW)
    // the category being deleted is never offered
    expect(screen.queryByRole('option', { name: /UPSC/ })).not.toBeInTheDocument()
    await userEvent.type(screen.getByRole('combobox', { name: 'Search categories' }), 'ss')
    await choose(await screen.findByRole('option', { name: /SSC/ }))
    expect(within(dialog).getByRole('button', { name: 'Move courses to SSC' })).toBeVisible()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Move courses and delete' }))
    expect(await toast('Category deleted successfully!')).toBeInTheDocument()
    expect(await toast('2 courses moved to SSC')).toBeInTheDocument()
    expect(writes(sent, '/courses/deleteCategory').map((call) => call.body)).toEqual([
      { categoryId: 'k1', moveToCategoryId: 'k3' },
    ])
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'UPSC' })).not.toBeInTheDocument()
    )
    const ssc = screen.getByRole('article', { name: 'SSC' })
    await waitFor(() => expect(within(ssc).getByText('3 courses')).toBeVisible())
  })

  test('a stale count: the refusal (409) is explained and the move is offered', async () => {
    const message =
      'This category still has 1 course. Move or delete them before deleting the category.'
    let refused = false
    const { sent } = open([BANKING, SSC], {
      delete: (body) => {
        if (!body['moveToCategoryId']) {
          refused = true
          return { status: 409, body: { success: false, message, error: message } }
        }
        return {
          body: { success: true, message: 'Category deleted successfully!', movedCourses: 1 },
        }
      },
    })
    const banking = await screen.findByRole('article', { name: 'Banking' }, SLOW)
    await userEvent.click(within(banking).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Category' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const why = await within(dialog).findByRole('alert')
    expect(refused).toBe(true)
    expect(why).toHaveTextContent('"Banking" still has courses')
    expect(why).toHaveTextContent(message)
    await userEvent.click(within(dialog).getByRole('button', { name: /^Move courses to/ }))
    await choose(await screen.findByRole('option', { name: /SSC/ }, SLOW))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move courses and delete' }))
    expect(await toast('Category deleted successfully!')).toBeInTheDocument()
    expect(writes(sent, '/courses/deleteCategory').map((call) => call.body)).toEqual([
      { categoryId: 'k2', moveToCategoryId: null },
      { categoryId: 'k2', moveToCategoryId: 'k3' },
    ])
  })

  test("a failure says 'Failed to delete category' with the server's reason", async () => {
    const message = 'The category to move the courses to was not found'
    open([UPSC, BANKING], {
      delete: () => ({ status: 404, body: { success: false, message, error: message } }),
    })
    const upsc = await screen.findByRole('article', { name: 'UPSC' }, SLOW)
    await userEvent.click(within(upsc).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Category' })
    await userEvent.click(within(dialog).getByRole('button', { name: /^Move courses to/ }))
    await choose(await screen.findByRole('option', { name: /Banking/ }, SLOW))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move courses and delete' }))
    await waitFor(() => expect(within(dialog).getAllByRole('alert')).toHaveLength(2))
    const failure = within(dialog).getAllByRole('alert')[1]!
    expect(failure).toHaveTextContent('Failed to delete category')
    expect(failure).toHaveTextContent(message)
    expect(screen.getByRole('article', { name: 'UPSC' })).toBeVisible()
  })
})
