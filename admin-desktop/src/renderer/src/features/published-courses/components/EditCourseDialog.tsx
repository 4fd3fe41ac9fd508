import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Switch,
  TextArea,
} from '@blueprintjs/core'
import type { Category } from '../../categories/index.ts'
import type { BuilderCourse } from '../../course-wizard/index.ts'
import type { RequestBody } from '../../../../../shared/api-contract.ts'
import { serverMessageOf, uploadFailureReason } from '@pathshala/ui'
import {
  compressImage,
  COURSE_THUMBNAIL_LIMITS,
  uploadFileName,
  UploadProgress,
  useSignedUpload,
} from '../../media-upload/index.ts'
import { splitList } from '../lib/reorder.ts'

interface EditCourseDialogProps {
  course: BuilderCourse
  categories: Category[]
  isOpen: boolean
  saving: boolean
  onClose: () => void
  onSave: (fields: Omit<RequestBody<'POST', '/courses/editCourse'>, 'courseId'>) => Promise<unknown>
}

/** Every detail of the course (all of editCourse's fields), the thumbnail replaced by upload. */
export function EditCourseDialog(props: EditCourseDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title="Edit course details"
      className="inspect-edit-dialog"
      canOutsideClickClose={false}
    >
      {props.isOpen && <EditCourseForm {...props} />}
    </Dialog>
  )
}

function EditCourseForm({ course, categories, saving, onClose, onSave }: EditCourseDialogProps) {
  const [fields, setFields] = useState({
    courseName: course.courseName,
    courseDescription: course.courseDescription,
    price: String(course.price),
    category: course.category ?? '',
    whatYouWillLearn: course.whatYouWillLearn,
    tag: course.tag.join(', '),
    instructions: course.instructions.join(', '),
    couponCode: course.couponCode ?? '',
  })
  // what is typed while the thumbnail goes up is saved too
  const latest = useRef(fields)
  useEffect(() => {
    latest.current = fields
  }, [fields])
  const [issuesCertificate, setIssuesCertificate] = useState(course.issuesCertificate)
  const certificateChoice = useRef(issuesCertificate)
  useEffect(() => {
    certificateChoice.current = issuesCertificate
  }, [issuesCertificate])
  const [thumbnail, setThumbnail] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const upload = useSignedUpload()
  // from Save until the course is saved or refused: preparing the image counts too, so the
  // form cannot be sent twice or closed with its save still to come
  const [submitting, setSubmitting] = useState(false)
  const working = saving || submitting || upload.busy

  const set = (name: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (working) return
    setProblem(null)
    setSubmitting(true)
    try {
      let thumbnailUrl: string | undefined
      if (thumbnail) {
        try {
          const compressed = await compressImage(thumbnail, COURSE_THUMBNAIL_LIMITS)
          const sent = await upload.upload(
            compressed,
            'course',
            uploadFileName(thumbnail.name, compressed)
          )
          thumbnailUrl = sent.secure_url
        } catch (error) {
          // nothing is saved; the fields and the chosen image stay for another try
          setProblem(`The thumbnail could not be uploaded: ${uploadFailureReason(error)}`)
          return
        }
      }
      const typed = latest.current
      await onSave({
        courseName: typed.courseName,
        courseDescription: typed.courseDescription,
        price: typed.price,
        category: typed.category,
        whatYouWillLearn: typed.whatYouWillLearn,
        tag: splitList(typed.tag),
        instructions: splitList(typed.instructions),
        couponCode: typed.couponCode.trim() || null,
        issuesCertificate: certificateChoice.current,
        ...(thumbnailUrl ? { thumbnail: thumbnailUrl } : {}),
      })
    } catch (error) {
      const fallback = error instanceof Error ? error.message : 'The course could not be saved'
      setProblem(serverMessageOf(error) ?? fallback)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <DialogBody className="inspect-edit-body">
        {problem && (
          <Callout intent="danger" role="alert" className="inspect-edit-problem">
            {problem}
          </Callout>
        )}
        <FormGroup label="Course Name" labelFor="edit-course-name">
          <InputGroup
            id="edit-course-name"
            required
            maxLength={200}
            value={fields.courseName}
            onValueChange={set('courseName')}
          />
        </FormGroup>
        <FormGroup label="Course Description" labelFor="edit-course-description">
          <TextArea
            id="edit-course-description"
            required
            fill
            rows={4}
            maxLength={10_000}
            value={fields.courseDescription}
            onChange={(event) => set('courseDescription')(event.currentTarget.value)}
          />
        </FormGroup>
        <div className="inspect-edit-row">
          <FormGroup label="Price (₹)" labelFor="edit-course-price">
            <InputGroup
              id="edit-course-price"
              type="number"
              min={0}
              step={0.01}
              required
              value={fields.price}
              onValueChange={set('price')}
            />
          </FormGroup>
          <FormGroup label="Category" labelFor="edit-course-category">
            <HTMLSelect
              id="edit-course-category"
              fill
              required
              value={fields.category}
              onChange={(event) => set('category')(event.currentTarget.value)}
            >
              <option value="" disabled>
                Choose a category
              </option>
              {categories.map((category) => (
                <option key={category._id} value={category._id}>
                  {category.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
        <FormGroup label="What You Will Learn" labelFor="edit-course-learn">
          <TextArea
            id="edit-course-learn"
            fill
            rows={2}
            maxLength={5000}
            value={fields.whatYouWillLearn}
            onChange={(event) => set('whatYouWillLearn')(event.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label="Tags" labelFor="edit-course-tags" helperText="Comma-separated">
          <InputGroup id="edit-course-tags" value={fields.tag} onValueChange={set('tag')} />
        </FormGroup>
        <FormGroup
          label="Instructions"
          labelFor="edit-course-instructions"
          helperText="Comma-separated"
        >
          <InputGroup
            id="edit-course-instructions"
            value={fields.instructions}
            onValueChange={set('instructions')}
          />
        </FormGroup>
        <FormGroup label="Coupon Code" labelFor="edit-course-coupon">
          <InputGroup
            id="edit-course-coupon"
            maxLength={50}
            value={fields.couponCode}
            onValueChange={set('couponCode')}
          />
        </FormGroup>
        <FormGroup helperText="Learners who complete every lesson get a PDF certificate; the course page shows a Certificate badge.">
          <Switch
            label="Issue a certificate of completion"
            checked={issuesCertificate}
            onChange={(event) => setIssuesCertificate(event.currentTarget.checked)}
          />
        </FormGroup>
        <FormGroup
          label="Thumbnail"
          labelFor="edit-course-thumbnail"
          helperText="An image; it is made at most 1 MB and 1920 px before it is sent."
        >
          <div className="inspect-edit-thumb">
            {course.thumbnail && !thumbnail && (
              <img src={course.thumbnail} alt="Current thumbnail" />
            )}
            <FileInput
              fill
              disabled={working}
              text={
                thumbnail
                  ? thumbnail.name
                  : course.thumbnail
                    ? 'Replace the image...'
                    : 'Choose an image...'
              }
              hasSelection={thumbnail !== null}
              buttonText="Browse"
              inputProps={{
                'id': 'edit-course-thumbnail',
                'accept': 'image/*',
                'aria-label': 'Thumbnail',
                'onChange': (event) => {
                  setThumbnail(event.currentTarget.files?.[0] ?? null)
                  event.currentTarget.value = ''
                },
              }}
            />
          </div>
        </FormGroup>
        {upload.progress && (
          <UploadProgress
            progress={upload.progress}
            onCancel={upload.cancel}
            label="Uploading thumbnail"
          />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose} disabled={working}>
              Cancel
            </Button>
            <Button type="submit" intent="primary" loading={working}>
              Save changes
            </Button>
          </>
        }
      />
    </form>
  )
}
