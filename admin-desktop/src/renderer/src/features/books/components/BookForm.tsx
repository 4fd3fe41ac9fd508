import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  Button,
  Callout,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  TextArea,
} from '@blueprintjs/core'
import type { StoreItemStatus, StoreItemType, UploadedMedia } from '@pathshala/shared'
import { serverMessageOr, showToast } from '@pathshala/ui'
import {
  compressImage,
  CONTENT_THUMBNAIL_LIMITS,
  NotAnImageError,
  UploadProgress,
  uploadFileName,
  useSignedUpload,
} from '../../media-upload/index.ts'
import type { StoreItem } from '../api/book-types.ts'
import { useCreateBook, useUpdateBook } from '../api/use-books.ts'
import { BOOK_STATUSES } from '../lib/book-filters.ts'
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  CONTENT_TYPES,
  contentFields,
  contentOf,
  contentProblem,
  EMPTY_CONTENT,
  isImageFile,
  isPdfFile,
  type ContentFiles,
  type ContentValues,
} from '../lib/content-form.ts'
import { FileField } from './FileField.tsx'

interface BookFormProps {
  /** The item being edited; a new item without it */
  item?: StoreItem
  onSaved: (item: StoreItem) => void
  onCancel?: () => void
}

function isAbort(error: unknown) {
  return error instanceof Error && error.name === 'AbortError'
}

/**
 * The content form (docs/screens/admin.md#create), for a new item or to edit one: both files
 * are uploaded first (the thumbnail compressed to 1 MB and 1000 px), with progress and Cancel,
 * then the item is created or changed. Editing may replace either file or neither.
 */
export function BookForm({ item, onSaved, onCancel }: BookFormProps) {
  const editing = item !== undefined
  const [values, setValues] = useState<ContentValues>(item ? contentOf(item) : EMPTY_CONTENT)
  // what is typed while the files go up is saved too
  const latestValues = useRef(values)
  useEffect(() => {
    latestValues.current = values
  }, [values])
  const [files, setFiles] = useState<ContentFiles>({ thumbnail: null, pdf: null })
  const [problem, setProblem] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const thumbnailUpload = useSignedUpload()
  const pdfUpload = useSignedUpload()
  const create = useCreateBook()
  const update = useUpdateBook()

  const set = (field: keyof ContentValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  function refuse(message: string) {
    setProblem(message)
    void showToast('error', message)
  }

  function chooseThumbnail(file: File | null) {
    if (file && !isImageFile(file)) {
      refuse(CONTENT_MESSAGES.invalidImage)
      setFiles((current) => ({ ...current, thumbnail: null }))
      return
    }
    setProblem(null)
    setFiles((current) => ({ ...current, thumbnail: file }))
  }

  function choosePdf(file: File | null) {
    if (file && !isPdfFile(file)) {
      refuse(CONTENT_MESSAGES.invalidPdf)
      setFiles((current) => ({ ...current, pdf: null }))
      return
    }
    setProblem(null)
    setFiles((current) => ({ ...current, pdf: file }))
  }

  function cancelUploads() {
    thumbnailUpload.cancel()
    pdfUpload.cancel()
  }

  /** Both chosen files up at once; a failure of one stops the other. */
  async function uploadFiles(): Promise<{
    thumbnail: UploadedMedia | null
    pdf: UploadedMedia | null
  }> {
    const sendThumbnail = async () => {
      if (!files.thumbnail) return null
      const compressed = await compressImage(files.thumbnail, CONTENT_THUMBNAIL_LIMITS)
      return thumbnailUpload.upload(
        compressed,
        'course',
        uploadFileName(files.thumbnail.name, compressed)
      )
    }
    const sendPdf = async () =>
      files.pdf ? pdfUpload.upload(files.pdf, 'bookPdf', files.pdf.name) : null
    try {
      const [thumbnail, pdf] = await Promise.all([sendThumbnail(), sendPdf()])
      return { thumbnail, pdf }
    } catch (error) {
      cancelUploads()
      throw error
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (working) return
    const wrong = contentProblem(values, files, { filesRequired: !editing })
    if (wrong) {
      refuse(wrong)
      return
    }
    setProblem(null)
    setWorking(true)
    try {
      let uploaded: Awaited<ReturnType<typeof uploadFiles>>
      try {
        uploaded = await uploadFiles()
      } catch (error) {
        if (isAbort(error)) void showToast('info', 'Upload cancelled')
        else if (error instanceof NotAnImageError) refuse(CONTENT_MESSAGES.invalidImage)
        else refuse(`Upload failed: ${serverMessageOr(error, 'the file could not be sent')}`)
        return
      }
      const fields = contentFields(latestValues.current)
      const thumbnail = uploaded.thumbnail && {
        thumbnailUrl: uploaded.thumbnail.secure_url,
        thumbnail_public_id: uploaded.thumbnail.public_id,
        thumbnail_format: uploaded.thumbnail.format,
      }
      const pdf = uploaded.pdf && {
        pdf_public_id: uploaded.pdf.public_id,
        pdf_format: uploaded.pdf.format,
      }
      try {
        const answer = editing
          ? await update.mutateAsync({ id: item._id, ...fields, ...thumbnail, ...pdf })
          : await create.mutateAsync({ ...fields, ...thumbnail!, ...pdf! })
        void showToast('success', editing ? CONTENT_MESSAGES.updated : CONTENT_MESSAGES.created)
        if (!editing) {
          setValues(EMPTY_CONTENT)
          setFiles({ thumbnail: null, pdf: null })
        }
        onSaved(answer.data)
      } catch (error) {
        refuse(serverMessageOr(error, 'Something went wrong'))
      }
    } finally {
      setWorking(false)
    }
  }

  return (
    <form className="book-form" onSubmit={submit} noValidate aria-label="Content form">
      {problem && (
        <Callout intent={Intent.DANGER} role="alert" className="book-form-problem">
          {problem}
        </Callout>
      )}
      <div className="book-form-files">
        <FileField
          id="book-thumbnail"
          label="Thumbnail"
          accept="image/*"
          file={files.thumbnail}
          current={editing ? 'Keep the current thumbnail' : undefined}
          helperText="An image; made to fit 1 MB and 1000 px before upload"
          disabled={working}
          onChoose={chooseThumbnail}
        />
        <FileField
          id="book-pdf"
          label="PDF"
          accept="application/pdf"
          file={files.pdf}
          current={editing ? 'Keep the current PDF' : undefined}
          helperText="A PDF document"
          disabled={working}
          onChoose={choosePdf}
        />
      </div>
      {thumbnailUpload.progress && (
        <UploadProgress
          progress={thumbnailUpload.progress}
          label="Uploading thumbnail"
          onCancel={cancelUploads}
        />
      )}
      {pdfUpload.progress && (
        <UploadProgress
          progress={pdfUpload.progress}
          label="Uploading PDF"
          onCancel={cancelUploads}
        />
      )}

      <FormGroup label="Title" labelFor="book-title">
        <InputGroup
          id="book-title"
          value={values.title}
          maxLength={CONTENT_LIMITS.title}
          onValueChange={set('title')}
        />
      </FormGroup>
      <FormGroup label="Description" labelFor="book-description">
        <TextArea
          id="book-description"
          fill
          rows={4}
          value={values.description}
          maxLength={CONTENT_LIMITS.description}
          onChange={(event) => set('description')(event.currentTarget.value)}
        />
      </FormGroup>
      <div className="book-form-row">
        <FormGroup label="Type" labelFor="book-type">
          <HTMLSelect
            id="book-type"
            fill
            value={values.type}
            onChange={(event) => set('type')(event.currentTarget.value as StoreItemType)}
          >
            <option value="">Select a type</option>
            {CONTENT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Author" labelFor="book-author">
          <InputGroup
            id="book-author"
            value={values.author}
            maxLength={CONTENT_LIMITS.author}
            onValueChange={set('author')}
          />
        </FormGroup>
        <FormGroup label="Price" labelFor="book-price" helperText="Rupees; 0 makes it free">
          <InputGroup
            id="book-price"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={values.price}
            onValueChange={set('price')}
          />
        </FormGroup>
      </div>
      <div className="book-form-row">
        <FormGroup
          label="Themes"
          labelFor="book-themes"
          labelInfo="(optional)"
          helperText="Comma-separated, e.g. polity, gs2"
        >
          <InputGroup id="book-themes" value={values.themes} onValueChange={set('themes')} />
        </FormGroup>
        <FormGroup label="Status" labelFor="book-status">
          <HTMLSelect
            id="book-status"
            fill
            value={values.status}
            onChange={(event) => set('status')(event.currentTarget.value as StoreItemStatus)}
          >
            {BOOK_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <div className="book-form-actions">
        {onCancel && (
          <Button onClick={onCancel} disabled={working}>
            Cancel
          </Button>
        )}
        <Button type="submit" intent="primary" loading={working}>
          {editing ? 'Save changes' : 'Create content'}
        </Button>
      </div>
    </form>
  )
}
