import { describe, expect, it, vi } from 'vitest'
import { PendingUploads } from './pending-uploads.ts'
import { uploadsForSave } from './uploads-for-save.ts'

describe('uploadsForSave', () => {
  it('waits for the uploads, then hands back their values', async () => {
    const uploads = new PendingUploads()
    uploads.open()
    const setWaiting = vi.fn()
    const refuse = vi.fn()
    expect(await uploadsForSave(uploads, setWaiting, refuse)).toEqual({})
    expect(setWaiting.mock.calls).toEqual([[true], [false]])
    expect(refuse).not.toHaveBeenCalled()
  })

  it('refuses in words when an upload failed', async () => {
    const uploads = new PendingUploads()
    uploads.open()
    vi.spyOn(uploads, 'settle').mockResolvedValue({
      status: 'failed',
      failures: [{ field: 'thumbnail', label: 'thumbnail', reason: 'network error' }],
    })
    const refuse = vi.fn()
    expect(await uploadsForSave(uploads, vi.fn(), refuse)).toBeNull()
    expect(refuse).toHaveBeenCalledWith(expect.stringContaining('Thumbnail could not be uploaded'))
  })

  it('stops, still waiting, when the form went away', async () => {
    const uploads = new PendingUploads()
    uploads.close()
    const setWaiting = vi.fn()
    expect(await uploadsForSave(uploads, setWaiting, vi.fn())).toBeNull()
    expect(setWaiting.mock.calls).toEqual([[true]])
  })
})
