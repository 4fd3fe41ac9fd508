import type { BridgeRequest } from '../../../../../shared/ipc-contract.ts'
import { UNREACHABLE_ANSWER } from '../../../test/fake-api.ts'
import type { fakeBridge } from '../../../test/fake-bridge.ts'
import type { BuilderCalls } from '../lib/builder-change.ts'
import { fakeBuilderServer } from './fake-builder-server.ts'

type Bridge = ReturnType<typeof fakeBridge>

export const TEST_CATEGORIES = [
  {
    _id: 'cat1',
    name: 'Polity',
    description: '',
    courseCount: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    _id: 'cat2',
    name: 'History',
    description: '',
    courseCount: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
]

const BUILDER_PATHS: Record<string, keyof BuilderCalls> = {
  '/courses/createCourse': 'createCourse',
  '/courses/editCourse': 'editCourse',
  '/courses/addSection': 'addSection',
  '/courses/updateSection': 'updateSection',
  '/courses/deleteSection': 'deleteSection',
  '/courses/reorderSections': 'reorderSections',
  '/courses/addSubSection': 'addSubSection',
  '/courses/updateSubSection': 'updateSubSection',
  '/courses/deleteSubSection': 'deleteSubSection',
  '/courses/reorderSubSections': 'reorderSubSections',
}

/**
 * The bridge answers the wizard's calls from a builder server in memory (idempotency keys
 * included), plus categories, inspectCourse and publishCourse. Returns the server and the
 * publish calls.
 */
export function answerWizardApi(bridge: Bridge, server = fakeBuilderServer()) {
  const published: string[] = []
  // the next publishCourse calls the server refuses, in order
  const publishRefusals: Array<{ status: number; message: string }> = []
  const creationSteps = new Map<string, 1 | 2 | 3>()
  bridge.api.send.mockImplementation((async (request: BridgeRequest) => {
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/api\/v1/, '')
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {}
    const json = (status: number, answer: unknown) => ({
      status,
      statusText: 'OK',
      headers: [['content-type', 'application/json']] as Array<[string, string]>,
      body: JSON.stringify(answer),
    })
    try {
      if (path === '/courses/showAllCategories') {
        return json(200, {
          success: true,
          message: 'ok',
          data: TEST_CATEGORIES,
          totalCategories: 2,
          totalPages: 1,
          currentPage: 1,
        })
      }
      if (path === '/courses/inspectCourse') {
        const course = server.course(String(body['courseId']))
        return json(200, {
          success: true,
          message: 'ok',
          data: {
            course,
            enrollments: 0,
            revenuePaise: 0,
            revenue: 0,
            creationStep: creationSteps.get(course._id) ?? 1,
          },
        })
      }
      if (path === '/courses/publishCourse') {
        const refusal = publishRefusals.shift()
        if (refusal) return json(refusal.status, { success: false, message: refusal.message })
        published.push(String(body['courseId']))
        return json(200, {
          success: true,
          message: 'Course Published',
          course: server.course(String(body['courseId'])),
        })
      }
      const call = BUILDER_PATHS[path]
      if (!call) return json(404, { success: false, message: 'Route not found' })
      const key = request.headers['idempotency-key']
      const method = server.api[call] as (
        body: unknown,
        options: { idempotencyKey?: string }
      ) => Promise<{ status: number; body: unknown }>
      const answer = await method(body, { idempotencyKey: key })
      return json(answer.status, answer.body)
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500
      if (status === 0) return UNREACHABLE_ANSWER
      const errors = (error as { errors?: unknown[] }).errors ?? []
      return json(status, {
        success: false,
        message: (error as Error).message,
        ...(errors.length > 0 ? { errors } : {}),
      })
    }
  }) as never)
  const refusePublish = (status: number, message: string) =>
    void publishRefusals.push({ status, message })
  return { server, published, creationSteps, refusePublish }
}
