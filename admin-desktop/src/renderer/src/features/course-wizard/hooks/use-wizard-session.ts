import { builderCalls } from '../api/builder-calls.ts'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import { isApiError } from '@pathshala/shared'
import { showToast } from '@pathshala/ui'
import { usePlatform, type Platform } from '../../../platform/index.ts'
import { useCurrentUser } from '../../session/index.ts'
import type { BuilderChange } from '../lib/builder-change.ts'
import {
  WizardSession,
  type ServerCourse,
  type WizardEvent,
  type WizardSessionDeps,
  type WizardState,
} from '../lib/wizard-session.ts'

export type WizardOpening =
  | { status: 'opening' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'open'; session: WizardSession }

interface Background {
  sessions: Set<WizardSession>
  /** The wizard closed: what is still being sent stops (it stays on this machine) */
  closed: boolean
}

const SENT_MESSAGES: Partial<Record<BuilderChange['kind'], string>> = {
  createCourse: 'Course created successfully!',
  editCourse: 'Course details saved',
  addSection: 'Section Created',
  renameSection: 'Section renamed',
  deleteSection: 'Section deleted',
  addLesson: 'Subsection Saved!',
  updateLesson: 'Subsection Saved!',
  deleteLesson: 'Lesson deleted',
}

function toastFor(event: WizardEvent) {
  if (event.type === 'sent') {
    const message = SENT_MESSAGES[event.change.kind]
    if (message) void showToast('success', message)
  } else if (event.type === 'refused' && event.fixIn === 'queue') {
    // a refusal that goes back into its form is said there, at its fields, not again here
    void showToast('error', 'Something went wrong')
  }
}

async function readServerCourse(platform: Platform, courseId: string): Promise<ServerCourse> {
  const { body } = await platform.api.post('/courses/inspectCourse', { body: { courseId } })
  return { course: body.data.course, creationStep: body.data.creationStep }
}

/**
 * Courses made on this machine whose creation the server has not confirmed are sent while the
 * wizard is open, each by a session of its own with no screen; one that cannot be sent yet
 * keeps trying until the wizard closes. Once the server has one, it is a draft like any other.
 */
async function sendUnconfirmed(deps: WizardSessionDeps, background: Background) {
  for (const courseId of await WizardSession.unconfirmedCourses(deps)) {
    const session = await WizardSession.openLocal(deps, courseId)
    if (!session) continue
    if (background.closed) {
      session.dispose()
      return
    }
    background.sessions.add(session)
    await session.sync()
    if (session.waiting === 0) {
      session.dispose()
      background.sessions.delete(session)
    }
  }
}

const unreachable = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500

/**
 * The wizard's session for a course (`courseId`) or for a new one, opened with what this machine
 * kept and the server's copy: changes made while the server is away wait and are sent when it
 * answers again. A course created here gets its id in the address once the server gave it one.
 */
export function useWizardSession(courseId: string | null): WizardOpening {
  const platform = usePlatform()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const userId = user.data?._id ?? null
  const [opening, setOpening] = useState<WizardOpening>({ status: 'opening' })
  const current = useRef<{ session: WizardSession; userId: string } | null>(null)
  const [attempt, setAttempt] = useState(0)
  const background = useRef<Background | null>(null)

  useEffect(() => {
    if (userId === null) return
    const kept = current.current
    // The address took the id of the course this session just created: same course, keep it.
    if (
      kept &&
      kept.userId === userId &&
      courseId !== null &&
      kept.session.serverCourseId() === courseId
    ) {
      return
    }
    kept?.session.dispose()
    current.current = null
    let cancelled = false
    const deps: WizardSessionDeps = {
      store: platform.localDrafts,
      calls: builderCalls(platform.api),
      userId,
      isOnline: () => platform.connectivity.online(),
      inspect: (id) => readServerCourse(platform, id),
    }
    setOpening({ status: 'opening' })

    async function open(): Promise<WizardSession> {
      if (courseId === null) return WizardSession.open(deps, null)
      try {
        return await WizardSession.open(deps, await readServerCourse(platform, courseId))
      } catch (error) {
        // The server is away: this machine's copy, if it has one, is enough to go on.
        const local = unreachable(error) ? await WizardSession.openLocal(deps, courseId) : null
        if (local) return local
        throw error
      }
    }

    open().then(
      (opened) => {
        if (cancelled) {
          opened.dispose()
          return
        }
        current.current = { session: opened, userId }
        opened.onEvent((event) => {
          toastFor(event)
          if (event.type === 'course-id') {
            void navigate(
              { search: `?id=${encodeURIComponent(event.courseId)}` },
              { replace: true }
            )
          }
        })
        setOpening({ status: 'open', session: opened })
        void opened.sync()
        if (background.current === null) {
          background.current = { sessions: new Set(), closed: false }
          void sendUnconfirmed(deps, background.current).catch(() => undefined)
        }
      },
      (error: unknown) => {
        if (!cancelled)
          setOpening({ status: 'failed', error, retry: () => setAttempt((count) => count + 1) })
      }
    )
    return () => {
      // an opening still under way is dropped; an open session stays until another replaces it
      cancelled = true
    }
    // not on `navigate`: it changes with the location, and the session must not reopen for it
  }, [courseId, userId, platform, attempt])

  // The server answering again sends what waits.
  useEffect(
    () =>
      platform.connectivity.subscribe((online) => {
        if (online) void current.current?.session.sync()
      }),
    [platform]
  )

  // Leaving the wizard ends the session (its work stays on this computer).
  useEffect(
    () => () => {
      current.current?.session.dispose()
      current.current = null
      const sending = background.current
      if (sending) {
        sending.closed = true
        for (const session of sending.sessions) session.dispose()
      }
      background.current = null
    },
    []
  )

  return opening
}

/** The session's state, re-rendering on every change. */
export function useWizardState(session: WizardSession): WizardState {
  return useSyncExternalStore(session.subscribe, session.getState)
}
