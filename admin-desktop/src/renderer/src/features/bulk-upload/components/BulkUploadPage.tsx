import { useMemo, useRef, useState, type DragEvent } from 'react'
import { Button, Callout, H2, Intent } from '@blueprintjs/core'
import {
  CloudUpload,
  FolderOpen as Folder,
  Document,
  Pause,
  Play,
  Refresh,
} from '@blueprintjs/icons'
import { ButtonLink } from '@pathshala/ui'
import { useReportUnsentWork } from '../../../hooks/use-report-unsent-work.ts'
import { usePlatform } from '../../../platform/index.ts'
import { pickedFromFile } from '../api/web-uploader.ts'
import { useBulkBatch } from '../hooks/use-bulk-batch.ts'
import { hasErrors, thumbnailKeyOf, validateRow, type RowErrors } from '../lib/bulk-rows.ts'
import { pairFiles, type PairingResult, type PickedFile } from '../lib/pairing.ts'
import { formatBytes } from '../../media-upload/index.ts'
import { BulkDefaultsBar } from './BulkDefaultsBar.tsx'
import { BulkRowsTable } from './BulkRowsTable.tsx'
import './bulk-upload.css'

const ACCEPT = '.pdf,application/pdf,image/png,image/jpeg,image/webp,image/gif'

/**
 * /admin/books/bulk: pick or drop many PDFs and images, pair them by name, edit the items,
 * upload everything in resumable chunks, and create the items whose two files are up.
 */
export default function BulkUploadPage() {
  const platform = usePlatform()
  const desktop = platform.bulkUploads ?? null
  const { batch, web, state, jobs } = useBulkBatch()
  const [picked, setPicked] = useState<PickedFile[]>([])
  const [pairing, setPairing] = useState<PairingResult<PickedFile> | null>(null)
  const [dragging, setDragging] = useState(false)
  const [repickNote, setRepickNote] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const folderInput = useRef<HTMLInputElement>(null)
  const repickInput = useRef<HTMLInputElement>(null)

  const editing = state.phase === 'editing'
  const errors = useMemo(() => {
    const map = new Map<string, RowErrors>()
    for (const row of state.rows) {
      const rowErrors = validateRow(row)
      if (hasErrors(rowErrors)) map.set(row.id, rowErrors)
    }
    return map
  }, [state.rows])
  const jobByKey = useMemo(() => new Map(jobs.map((job) => [job.key, job])), [jobs])
  const batchKeys = useMemo(() => {
    const keys = new Set<string>()
    for (const row of state.rows) {
      keys.add(row.pdf.key)
      keys.add(thumbnailKeyOf(row))
    }
    return keys
  }, [state.rows])
  const batchJobs = jobs.filter((job) => batchKeys.has(job.key))
  const missing = batchJobs.filter((job) => job.status === 'missing-file')
  const anyMoving = batchJobs.some((job) =>
    ['queued', 'uploading', 'retrying'].includes(job.status)
  )
  const anyPaused = batchJobs.some((job) => job.status === 'paused')
  // files still on their way (or waiting to be picked again): closing the app asks first
  useReportUnsentWork(
    'bulk-upload',
    batchJobs.filter((job) => !['done', 'failed', 'cancelled'].includes(job.status)).length
  )
  const waitingRows = state.rows.filter((row) => !row.createdId).length

  function addPicked(files: PickedFile[]) {
    if (!editing || files.length === 0) return
    const all = [
      ...picked,
      ...files.filter((file) => !picked.some((known) => known.key === file.key)),
    ]
    const result = pairFiles(all)
    setPicked(all)
    setPairing(result)
    batch.mergePairs(result.pairs)
  }

  function addWebFiles(list: FileList | null) {
    if (!list || !web) return
    const files = [...list]
    web.register(files)
    addPicked(files.map(pickedFromFile))
  }

  async function pickOnDesktop(mode: 'files' | 'folder') {
    if (!desktop) return
    addPicked(await desktop.pick(mode))
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    addWebFiles(event.dataTransfer.files)
  }

  function repick(list: FileList | null) {
    if (!list || !web) return
    const matched = web.provideFiles([...list])
    setRepickNote(
      matched > 0
        ? `${matched} file(s) found again; their uploads continue where they stopped`
        : 'None of those files is one this batch is waiting for (same name, size and date)'
    )
  }

  const canStart = editing && state.rows.length > 0 && errors.size === 0
  return (
    <section aria-labelledby="bulk-heading" className="bulk-upload">
      <div className="bulk-header head-row">
        <div>
          <H2 id="bulk-heading">Bulk Upload</H2>
          <p className="bulk-muted">
            Many PDFs with their thumbnails at once: an image with the same name as a PDF (
            <code>polity-notes.pdf</code> + <code>polity-notes.png</code>) becomes its thumbnail; a
            PDF without one gets a placeholder thumbnail. Large files go up in chunks and continue
            where they stopped.
          </p>
        </div>
        <ButtonLink to="/books/published" variant="outlined">
          Published Books
        </ButtonLink>
      </div>

      {editing ? (
        <div
          className={`bulk-drop${dragging ? ' bulk-drop-active' : ''}`}
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="bulk-drop-zone"
        >
          <CloudUpload size={32} />
          <p>
            {desktop
              ? 'Choose PDFs and images, or a whole folder'
              : 'Drop PDFs and images here, or choose them'}
          </p>
          <div className="bulk-drop-actions">
            {desktop ? (
              <>
                <Button
                  icon={<Document />}
                  intent="primary"
                  onClick={() => void pickOnDesktop('files')}
                >
                  Choose files…
                </Button>
                <Button icon={<Folder />} onClick={() => void pickOnDesktop('folder')}>
                  Choose a folder…
                </Button>
              </>
            ) : (
              <>
                <label className="bp6-button bp6-intent-primary" htmlFor="bulk-file-input">
                  <Document /> <span>Choose files</span>
                </label>
                <input
                  id="bulk-file-input"
                  ref={fileInput}
                  className="bulk-hidden-input"
                  type="file"
                  multiple
                  accept={ACCEPT}
                  onChange={(event) => {
                    addWebFiles(event.currentTarget.files)
                    event.currentTarget.value = ''
                  }}
                />
                <label className="bp6-button" htmlFor="bulk-folder-input">
                  <Folder /> <span>Choose a folder</span>
                </label>
                <input
                  id="bulk-folder-input"
                  ref={folderInput}
                  className="bulk-hidden-input"
                  type="file"
                  multiple
                  {...{ webkitdirectory: '' }}
                  onChange={(event) => {
                    addWebFiles(event.currentTarget.files)
                    event.currentTarget.value = ''
                  }}
                />
              </>
            )}
          </div>
        </div>
      ) : null}

      {pairing &&
      (pairing.unpairedImages.length > 0 ||
        pairing.ignored.length > 0 ||
        pairing.duplicates.length > 0) ? (
        <Callout intent={Intent.WARNING} title="Some files are left out" className="bulk-callout">
          {pairing.unpairedImages.length > 0 ? (
            <p>
              Images without a PDF of the same name:{' '}
              {pairing.unpairedImages.map((file) => file.name).join(', ')}
            </p>
          ) : null}
          {pairing.duplicates.length > 0 ? (
            <p>
              PDFs with a name already picked:{' '}
              {pairing.duplicates.map((file) => file.name).join(', ')}
            </p>
          ) : null}
          {pairing.ignored.length > 0 ? (
            <p>Neither PDFs nor images: {pairing.ignored.map((file) => file.name).join(', ')}</p>
          ) : null}
        </Callout>
      ) : null}

      {missing.length > 0 ? (
        <Callout
          intent={Intent.WARNING}
          title="Pick these files again to continue"
          className="bulk-callout"
        >
          <p>
            The page was reloaded, so it can no longer read these files. Pick them again; each
            continues from where its upload stopped.
          </p>
          <ul className="bulk-missing-list">
            {missing.map((job) => (
              <li key={job.key}>
                {job.fileName} ({formatBytes(job.size)}, {formatBytes(job.confirmed)} already
                uploaded)
              </li>
            ))}
          </ul>
          <label className="bp6-button bp6-intent-primary" htmlFor="bulk-repick-input">
            <Document /> <span>Pick files again</span>
          </label>
          <input
            id="bulk-repick-input"
            ref={repickInput}
            className="bulk-hidden-input"
            type="file"
            multiple
            accept={ACCEPT}
            onChange={(event) => {
              repick(event.currentTarget.files)
              event.currentTarget.value = ''
            }}
          />
          {repickNote ? <p role="status">{repickNote}</p> : null}
        </Callout>
      ) : null}

      {state.created > 0 ? (
        <Callout
          intent={Intent.SUCCESS}
          title={`${state.created} items created`}
          className="bulk-callout"
          role="status"
        >
          {state.phase === 'finished' ? (
            <p>Every item of this batch is in the store.</p>
          ) : (
            <p>{waitingRows} item(s) still wait for their files.</p>
          )}
        </Callout>
      ) : null}

      {state.createError ? (
        <Callout
          intent={Intent.DANGER}
          title="The items could not be created"
          className="bulk-callout"
        >
          {state.createError}
        </Callout>
      ) : null}

      {editing ? (
        <BulkDefaultsBar
          defaults={state.defaults}
          rows={state.rows}
          onChange={(change) => batch.setDefaults(change)}
          onReplaceOwnValues={() => batch.replaceOwnValues()}
        />
      ) : null}

      {state.rows.length > 0 ? (
        <>
          <div className="bulk-toolbar">
            <span className="bulk-muted" aria-live="polite">
              {state.rows.length} item(s)
              {errors.size > 0 ? ` · ${errors.size} with errors to fix before uploading` : ''}
            </span>
            <span className="bulk-toolbar-actions">
              {editing ? (
                <Button
                  intent="primary"
                  icon={<CloudUpload />}
                  disabled={!canStart}
                  onClick={() => void batch.start()}
                >
                  Start upload
                </Button>
              ) : null}
              {!editing && anyMoving ? (
                <Button
                  icon={<Pause />}
                  onClick={() => batchJobs.forEach((job) => void batch.pause(job.key))}
                >
                  Pause all
                </Button>
              ) : null}
              {!editing && anyPaused ? (
                <Button
                  icon={<Play />}
                  onClick={() => batchJobs.forEach((job) => void batch.resume(job.key))}
                >
                  Resume all
                </Button>
              ) : null}
              {!editing && !anyMoving && waitingRows > 0 && !state.creating ? (
                <Button icon={<Refresh />} onClick={() => void batch.createReady()}>
                  Create ready items
                </Button>
              ) : null}
              <Button
                variant="minimal"
                disabled={anyMoving || state.creating}
                onClick={() => {
                  setPicked([])
                  setPairing(null)
                  void batch.clear()
                }}
              >
                {state.phase === 'finished' ? 'New batch' : 'Clear'}
              </Button>
            </span>
          </div>
          <BulkRowsTable
            rows={state.rows}
            errors={errors}
            jobOf={(key) => jobByKey.get(key)}
            started={!editing}
            onChange={(id, change) => batch.updateRow(id, change)}
            onRemove={(id) => batch.removeRow(id)}
            onPause={(key) => void batch.pause(key)}
            onResume={(key) => void batch.resume(key)}
            onCancel={(key) => void batch.cancel(key)}
            onRetry={(key) => void batch.retry(key)}
          />
        </>
      ) : null}
    </section>
  )
}
