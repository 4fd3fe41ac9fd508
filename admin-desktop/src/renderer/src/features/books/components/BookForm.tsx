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
  controlErrorProps,
  groupErrorProps,
  inputErrorProps,
} from '../../../components/field-error.tsx'
import { useFieldErrors } from '../../../hooks/use-field-errors.ts'
import { hasFieldErrors, serverFieldErrors } from '../../../lib/field-errors.ts'
import {
  compressImage,
  CONTENT_THUMBNAIL_LIMITS,
  FileField,
  NotAnImageError,
  UploadProgress,
  uploadFileName,
  useSignedUpload,
} from '../../media-upload/index.ts'
import type { StoreItem } from '../api/book-types.ts'
import { useCreateBook, useUpdateBook } from '../api/use-books.ts'
import { BOOK_STATUSES } from '../lib/book-filters.ts'
import {
  CONTENT_FIELDS,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  CONTENT_SERVER_FIELDS,
  CONTENT_TYPES,
  contentErrors,
  contentFieldId,
  contentFields,
  contentOf,
  EMPTY_CONTENT,
  isImageFile,
  isPdfFile,
  type ContentField,
  type ContentFiles,
  type ContentValues,
} from '../lib/content-form.ts'

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
 * then the item is created or changed. Editing may replace either file or neither. What is
 * wrong is said once, at its field (the server's field errors too), all at once on submit and
 * gone as each field is put right; only a failure no field explains is said above the form.
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
  // what went wrong that no field explains (an upload, the server)
  const [problem, setProblem] = useState<string | null>(null)
  const checked = useFieldErrors(CONTENT_FIELDS, contentFieldId)
  const errors = checked.errors
  const filesRequired = !editing
  const group = (field: ContentField, hint?: string) =>
    groupErrorProps(contentFieldId(field), errors[field], hint)
  const [working, setWorking] = useState(false)
  const thumbnailUpload = useSignedUpload()
  const pdfUpload = useSignedUpload()
  const create = useCreateBook()
  const update = useUpdateBook()

  const set = (field: keyof ContentValues) => (value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    checked.revise(field, contentErrors(next, files, { filesRequired }))
  }

  /** A file of the wrong kind is refused at its field; the right kind puts the field right. */
  function choose(field: 'thumbnail' | 'pdf', file: File | null) {
    const fits = field === 'thumbnail' ? isImageFile : isPdfFile
    if (file && !fits(file)) {
      setFiles((current) => ({ ...current, [field]: null }))
      checked.mark(
        field,
        field === 'thumbnail' ? CONTENT_MESSAGES.invalidImage : CONTENT_MESSAGES.invalidPdf
      )
      return
    }
    const next = { ...files, [field]: file }
    setFiles(next)
    checked.revise(field, contentErrors(values, next, { filesRequired }))
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
    setProblem(null)
    if (checked.show(contentErrors(values, files, { filesRequired }))) return
    setWorking(true)
    try {
      let uploaded: Awaited<ReturnType<typeof uploadFiles>>
      try {
        uploaded = await uploadFiles()
      } catch (error) {
        if (isAbort(error)) void showToast('info', 'Upload cancelled')
        else if (error instanceof NotAnImageError)
          checked.show({ thumbnail: CONTENT_MESSAGES.invalidImage })
        else setProblem(`Upload failed: ${serverMessageOr(error, 'the file could not be sent')}`)
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
        const refused = serverFieldErrors(error, CONTENT_SERVER_FIELDS)
        if (hasFieldErrors(refused)) checked.show(refused)
        else setProblem(serverMessageOr(error, 'Something went wrong'))
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
          id={contentFieldId('thumbnail')}
          label="Thumbnail"
          accept="image/*"
          file={files.thumbnail}
          current={editing ? 'Keep the current thumbnail' : undefined}
          helperText="An image; made to fit 1 MB and 1000 px before upload"
          error={errors.thumbnail}
          disabled={working}
          onChoose={(file) => choose('thumbnail', file)}
        />
        <FileField
          id={contentFieldId('pdf')}
          label="PDF"
          accept="application/pdf"
          file={files.pdf}
          current={editing ? 'Keep the current PDF' : undefined}
          helperText="A PDF document"
          error={errors.pdf}
          disabled={working}
          onChoose={(file) => choose('pdf', file)}
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

      <FormGroup label="Title" labelFor={contentFieldId('title')} {...group('title')}>
        <InputGroup
          id={contentFieldId('title')}
          value={values.title}
          maxLength={CONTENT_LIMITS.title}
          onValueChange={set('title')}
          {...inputErrorProps(contentFieldId('title'), errors.title)}
        />
      </FormGroup>
      <FormGroup
        label="Description"
        labelFor={contentFieldId('description')}
        {...group('description')}
      >
        <TextArea
          id={contentFieldId('description')}
          fill
          rows={4}
          value={values.description}
          maxLength={CONTENT_LIMITS.description}
          onChange={(event) => set('description')(event.currentTarget.value)}
          {...inputErrorProps(contentFieldId('description'), errors.description)}
        />
      </FormGroup>
      <div className="book-form-row">
        <FormGroup label="Type" labelFor={contentFieldId('type')} {...group('type')}>
          <HTMLSelect
            id={contentFieldId('type')}
            fill
            value={values.type}
            onChange={(event) => set('type')(event.currentTarget.value as StoreItemType)}
            {...controlErrorProps(contentFieldId('type'), errors.type)}
          >
            <option value="">Select a type</option>
            {CONTENT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Author" labelFor={contentFieldId('author')} {...group('author')}>
          <InputGroup
            id={contentFieldId('author')}
            value={values.author}
            maxLength={CONTENT_LIMITS.author}
            onValueChange={set('author')}
            {...inputErrorProps(contentFieldId('author'), errors.author)}
          />
        </FormGroup>
        <FormGroup
          label="Price"
          labelFor={contentFieldId('price')}
          {...group('price', 'Rupees; 0 makes it free')}
        >
          <InputGroup
            id={contentFieldId('price')}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={values.price}
            onValueChange={set('price')}
            {...inputErrorProps(contentFieldId('price'), errors.price)}
          />
        </FormGroup>
      </div>
      <div className="book-form-row">
        <FormGroup
          label="Themes"
          labelFor={contentFieldId('themes')}
          labelInfo="(optional)"
          {...group('themes', 'Comma-separated, e.g. polity, gs2')}
        >
          <InputGroup
            id={contentFieldId('themes')}
            value={values.themes}
            onValueChange={set('themes')}
            {...inputErrorProps(contentFieldId('themes'), errors.themes)}
          />
        </FormGroup>
        <FormGroup label="Status" labelFor={contentFieldId('status')} {...group('status')}>
          <HTMLSelect
            id={contentFieldId('status')}
            fill
            value={values.status}
            onChange={(event) => set('status')(event.currentTarget.value as StoreItemStatus)}
            {...controlErrorProps(contentFieldId('status'), errors.status)}
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
