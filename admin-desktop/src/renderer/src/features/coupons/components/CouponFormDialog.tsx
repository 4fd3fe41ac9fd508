import { useState, type FormEvent, type ReactNode } from 'react'
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Switch,
} from '@blueprintjs/core'
import { fieldErrorMap, isApiError } from '@pathshala/shared'
import { serverMessageOf, showToast } from '@pathshala/ui'
import type { Coupon } from '../api/coupon-types.ts'
import { useCreateCoupon, useUpdateCoupon } from '../api/use-coupons.ts'
import {
  COUPON_CODE_MAX_LENGTH,
  SERVER_FIELDS,
  checkCouponForm,
  formValuesOf,
  type CouponFormErrors,
  type CouponFormValues,
} from '../lib/coupon-form.ts'
import { CoursePicker, StoreItemPicker } from './ItemPicker.tsx'

interface CouponFormDialogProps {
  /** null: a new coupon */
  coupon: Coupon | null
  /** The code to start a new coupon with (from the course wizard) */
  initialCode?: string
  onClose: () => void
}

/** The server's refusals at the form's fields. */
function fieldErrorsOf(error: unknown): CouponFormErrors | null {
  if (!isApiError(error) || error.errors.length === 0) return null
  const errors: CouponFormErrors = {}
  for (const [field, message] of Object.entries(fieldErrorMap(error.errors))) {
    const formField = SERVER_FIELDS[field]
    if (formField) errors[formField] ??= message
  }
  return Object.keys(errors).length > 0 ? errors : null
}

/**
 * Create or edit a coupon: every field, checked as the server checks it, with the message at its
 * field; a refusal keeps the dialog open with the server's reason at the field it names.
 */
export function CouponFormDialog({ coupon, initialCode, onClose }: CouponFormDialogProps) {
  const editing = coupon !== null
  const [values, setValues] = useState<CouponFormValues>(() => ({
    ...formValuesOf(coupon),
    ...(coupon === null && initialCode ? { code: initialCode } : {}),
  }))
  const [errors, setErrors] = useState<CouponFormErrors>({})
  const [failure, setFailure] = useState<unknown>(null)
  const creation = useCreateCoupon()
  const update = useUpdateCoupon()
  const saving = creation.isPending || update.isPending

  function change(patch: Partial<CouponFormValues>) {
    setValues((current) => ({ ...current, ...patch }))
    const touched = Object.keys(patch) as (keyof CouponFormValues)[]
    if (touched.some((field) => errors[field])) {
      setErrors((current) => {
        const next = { ...current }
        for (const field of touched) delete next[field]
        return next
      })
    }
  }

  function refused(error: unknown) {
    const fields = fieldErrorsOf(error)
    if (fields) setErrors(fields)
    else setFailure(error)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    setFailure(null)
    const checked = checkCouponForm(values)
    setErrors(checked.errors)
    if (!checked.body) return
    const done = (message: string) => () => {
      void showToast('success', message)
      onClose()
    }
    if (coupon) {
      update.mutate(
        { id: coupon._id, body: checked.body },
        { onSuccess: done(`Coupon ${checked.body.code} saved`), onError: refused }
      )
    } else {
      creation.mutate(checked.body, {
        onSuccess: done(`Coupon ${checked.body.code} created`),
        onError: refused,
      })
    }
  }

  function field(
    name: keyof CouponFormValues,
    label: string,
    input: ReactNode,
    options: { info?: string; help?: string } = {}
  ) {
    const error = errors[name]
    return (
      <FormGroup
        label={label}
        labelFor={`coupon-${name}`}
        labelInfo={options.info}
        intent={error ? 'danger' : 'none'}
        helperText={<span id={`coupon-${name}-error`}>{error ?? options.help ?? null}</span>}
      >
        {input}
      </FormGroup>
    )
  }

  function text(
    name: keyof CouponFormValues,
    props: {
      type?: string
      placeholder?: string
      maxLength?: number
      leftText?: string
      rightText?: string
    } = {}
  ) {
    const error = errors[name]
    return (
      <InputGroup
        id={`coupon-${name}`}
        type={props.type ?? 'text'}
        value={values[name] as string}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        leftElement={
          props.leftText ? <span className="coupon-unit">{props.leftText}</span> : undefined
        }
        rightElement={
          props.rightText ? (
            <span className="coupon-unit coupon-unit--right">{props.rightText}</span>
          ) : undefined
        }
        intent={error ? 'danger' : 'none'}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `coupon-${name}-error` : undefined}
        onValueChange={(value) => change({ [name]: value } as Partial<CouponFormValues>)}
      />
    )
  }

  const title = editing ? `Edit coupon ${coupon.code}` : 'New coupon'
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={title}
      className="coupon-dialog"
      canOutsideClickClose={!saving}
      canEscapeKeyClose={!saving}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <DialogBody>
          {field(
            'code',
            'Code',
            text('code', { placeholder: 'e.g. DIWALI20', maxLength: COUPON_CODE_MAX_LENGTH }),
            { help: 'Letters, digits, - and _. Learners may type it in any case.' }
          )}
          <div className="coupon-row">
            {field(
              'discountType',
              'Discount type',
              <HTMLSelect
                id="coupon-discountType"
                value={values.discountType}
                onChange={(event) =>
                  change({
                    discountType: event.currentTarget.value as CouponFormValues['discountType'],
                  })
                }
              >
                <option value="percent">Percent off</option>
                <option value="flat">Flat amount off (₹)</option>
              </HTMLSelect>
            )}
            {field(
              'discountValue',
              values.discountType === 'percent' ? 'Discount (%)' : 'Discount (₹)',
              text('discountValue', {
                placeholder: values.discountType === 'percent' ? '20' : '500',
                ...(values.discountType === 'percent' ? { rightText: '%' } : { leftText: '₹' }),
              })
            )}
          </div>
          <div className="coupon-row">
            {field('minOrder', 'Minimum order (₹)', text('minOrder', { leftText: '₹' }), {
              info: '(optional)',
            })}
            {field('maxDiscount', 'Maximum discount (₹)', text('maxDiscount', { leftText: '₹' }), {
              info: '(optional)',
            })}
          </div>
          <div className="coupon-row">
            {field('validFrom', 'Valid from', text('validFrom', { type: 'datetime-local' }), {
              info: '(optional)',
              help: 'Your local time; stored in UTC.',
            })}
            {field('validUntil', 'Valid until', text('validUntil', { type: 'datetime-local' }), {
              info: '(optional)',
            })}
          </div>
          <div className="coupon-row">
            {field('totalUses', 'Total uses', text('totalUses', { placeholder: 'No limit' }), {
              info: '(optional)',
            })}
            {field(
              'usesPerLearner',
              'Uses per learner',
              text('usesPerLearner', { placeholder: 'No limit' }),
              { info: '(optional)' }
            )}
          </div>
          {field(
            'appliesTo',
            'Applies to',
            <HTMLSelect
              id="coupon-appliesTo"
              value={values.appliesTo}
              onChange={(event) =>
                change({ appliesTo: event.currentTarget.value as CouponFormValues['appliesTo'] })
              }
            >
              <option value="all">All courses and store items</option>
              <option value="courses">Chosen courses</option>
              <option value="store_items">Chosen store items</option>
            </HTMLSelect>
          )}
          {values.appliesTo === 'courses' && (
            <FormGroup
              label={<span id="coupon-courses-label">Courses</span>}
              labelFor="coupon-courses"
              intent={errors.courses ? 'danger' : 'none'}
              helperText={<span id="coupon-courses-error">{errors.courses ?? null}</span>}
            >
              <CoursePicker
                id="coupon-courses"
                labelId="coupon-courses-label"
                chosen={values.courses}
                invalid={Boolean(errors.courses)}
                onChange={(courses) => change({ courses })}
              />
            </FormGroup>
          )}
          {values.appliesTo === 'store_items' && (
            <FormGroup
              label={<span id="coupon-storeItems-label">Store items</span>}
              labelFor="coupon-storeItems"
              intent={errors.storeItems ? 'danger' : 'none'}
              helperText={<span id="coupon-storeItems-error">{errors.storeItems ?? null}</span>}
            >
              <StoreItemPicker
                id="coupon-storeItems"
                labelId="coupon-storeItems-label"
                chosen={values.storeItems}
                invalid={Boolean(errors.storeItems)}
                onChange={(storeItems) => change({ storeItems })}
              />
            </FormGroup>
          )}
          <Switch
            checked={values.paused}
            label="Paused (learners cannot use it until resumed)"
            onChange={(event) => change({ paused: event.currentTarget.checked })}
          />
          {failure !== null && (
            <Callout
              intent="danger"
              title={editing ? 'The coupon could not be saved' : 'The coupon could not be created'}
              role="alert"
            >
              {serverMessageOf(failure)}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" intent="primary" loading={saving}>
                {editing ? 'Save changes' : 'Create coupon'}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  )
}
