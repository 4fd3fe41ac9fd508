import { vi } from 'vitest'
import type { User } from '../../../shared/api-contract.ts'
import type { DesktopApi } from '../../../preload/desktop-api.ts'
import type { DraftWriteResult } from '../../../shared/local-drafts.ts'
import { draftTextProblem, keysWithPrefix } from '../../../shared/local-drafts.ts'

export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    firstName: 'Asha',
    lastName: 'Rao',
    name: 'Asha Rao',
    email: 'admin@pathshala.local',
    image: null,
    accountType: 'Admin',
    createdAt: '2026-01-01T00:00:00.000Z',
    contactNumber: null,
    additionalDetails: {
      dateOfBirth: null,
      contactNumber: null,
      about: null,
      gender: null,
      state: null,
    },
    materials: [],
    ...overrides,
  }
}

/**
 * The drafts channels as the main process answers them, kept in memory: component tests get a
 * working local draft store (`saved` holds the JSON text by key, to seed or inspect).
 */
export function memoryDraftsBridge(saved = new Map<string, string>()) {
  return {
    saved,
    get: vi.fn(async (key: string) => saved.get(key) ?? null),
    set: vi.fn(async (key: string, json: string): Promise<DraftWriteResult> => {
      const problem = draftTextProblem(json)
      if (problem !== null) return { ok: false, message: problem }
      saved.set(key, json)
      return { ok: true }
    }),
    delete: vi.fn(async (key: string) => {
      saved.delete(key)
    }),
    keys: vi.fn(async (prefix: string) => keysWithPrefix(saved.keys(), prefix)),
  }
}

/** The preload bridge as the renderer sees it, each call a spy with a sensible answer. */
export function fakeBridge(options: { user?: User | null } = {}) {
  const bridge = {
    server: {
      address: vi.fn(async () => null as string | null),
      check: vi.fn(async (address: string) => ({ ok: true as const, origin: address })),
      save: vi.fn(async (address: string) => ({ ok: true as const, origin: address })),
    },
    auth: {
      signIn: vi.fn(async () => ({ ok: true as const, user: testUser(), remembered: true })),
      signOut: vi.fn(async () => undefined),
      currentUser: vi.fn(async () => ({ ok: true as const, user: options.user ?? null })),
    },
    api: {
      send: vi.fn(async () => ({
        status: 200,
        statusText: 'OK',
        headers: [] as Array<[string, string]>,
        body: '{}',
      })),
    },
    preferences: {
      theme: vi.fn(async () => 'dark' as const),
      setTheme: vi.fn(async () => undefined),
      sidebarOpen: vi.fn(async () => null),
      setSidebarOpen: vi.fn(async () => undefined),
    },
    links: { openExternal: vi.fn(async () => true) },
    drafts: memoryDraftsBridge(),
    work: { setUnsent: vi.fn(async () => undefined) },
  }
  return bridge as typeof bridge & DesktopApi
}
