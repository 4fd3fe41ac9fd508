import { describe, expect, test, vi } from 'vitest'
import type { UploadJobView } from '@pathshala/shared'
import { createDesktopUploads } from './desktop-uploads.ts'

const job = (key: string, status: UploadJobView['status']) => ({ key, status }) as UploadJobView

/** A picked file's key: the path main's dialog gave, which the renderer only passes back. */
const KEY = '/d/a.pdf'

describe('createDesktopUploads', () => {
  test("shows main's queue as it was at start, then as main reports it", async () => {
    let report: (jobs: UploadJobView[]) => void = () => {}
    const bridge = {
      list: vi.fn(async () => [job(KEY, 'uploading')]),
      add: vi.fn(async () => undefined),
      pause: vi.fn(async () => undefined),
      resume: vi.fn(async () => undefined),
      cancel: vi.fn(async () => undefined),
      retry: vi.fn(async () => undefined),
      remove: vi.fn(async () => undefined),
      pick: vi.fn(async () => []),
      onChange: vi.fn((listener: (jobs: UploadJobView[]) => void) => {
        report = listener
        return () => {}
      }),
    }
    const uploads = createDesktopUploads(bridge)
    const seen: UploadJobView[][] = []
    uploads.subscribe((jobs) => seen.push(jobs))
    await vi.waitFor(() => expect(uploads.snapshot()).toEqual([job(KEY, 'uploading')]))

    report([job(KEY, 'done')])
    expect(uploads.snapshot()).toEqual([job(KEY, 'done')])
    expect(seen.at(-1)).toEqual([job(KEY, 'done')])

    await uploads.pause(KEY)
    await uploads.pick('folder')
    expect(bridge.pause).toHaveBeenCalledWith(KEY)
    expect(bridge.pick).toHaveBeenCalledWith('folder')
  })
})
