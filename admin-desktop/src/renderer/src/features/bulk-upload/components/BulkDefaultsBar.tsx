import { useState } from 'react'
import { Alert, Button, FormGroup, H3, InputGroup, Intent } from '@blueprintjs/core'
import { WarningSign } from '@blueprintjs/icons'
import {
  STORE_ITEM_STATUSES,
  STORE_ITEM_TYPES,
  type StoreItemStatus,
  type StoreItemType,
} from '@pathshala/shared'
import { SelectField } from '@pathshala/ui'
import { defaultsErrors, rowsWithOwnValues } from '../lib/bulk-defaults.ts'
import type { BulkDefaults, BulkRow } from '../lib/bulk-rows.ts'
import { STATUS_LABELS, TYPE_LABELS } from '../lib/row-labels.ts'

export interface BulkDefaultsBarProps {
  defaults: BulkDefaults
  rows: readonly BulkRow[]
  onChange(change: Partial<BulkDefaults>): void
  /** Gives the rows changed by hand these values too (after the admin confirmed it) */
  onReplaceOwnValues(): void
}

/**
 * Author, type, price and status set once for the whole batch: every row follows them as they
 * are typed, and so does every file added later. A value changed by hand in a row stays; the bar
 * says how many rows keep one and replaces them only when the admin confirms.
 */
export function BulkDefaultsBar({
  defaults,
  rows,
  onChange,
  onReplaceOwnValues,
}: BulkDefaultsBarProps) {
  const [confirming, setConfirming] = useState(false)
  const errors = defaultsErrors(defaults)
  const own = rowsWithOwnValues(rows, defaults).length
  const fieldError = (field: keyof typeof errors) =>
    errors[field] ? (
      <span id={`bulk-default-${field}-error`} role="alert">
        {errors[field]}
      </span>
    ) : undefined
  return (
    <section className="bulk-defaults" aria-labelledby="bulk-defaults-heading">
      <H3 id="bulk-defaults-heading" className="bulk-defaults-heading">
        Same for every row
      </H3>
      <div className="bulk-defaults-fields">
        <FormGroup
          label="Author"
          labelFor="bulk-default-author"
          intent={errors.author ? 'danger' : 'none'}
          helperText={fieldError('author')}
        >
          <InputGroup
            id="bulk-default-author"
            value={defaults.author}
            maxLength={150}
            intent={errors.author ? 'danger' : 'none'}
            aria-invalid={errors.author ? true : undefined}
            aria-describedby={errors.author ? 'bulk-default-author-error' : undefined}
            onValueChange={(author) => onChange({ author })}
          />
        </FormGroup>
        <SelectField
          id="bulk-default-type"
          label="Type"
          fill
          value={defaults.type}
          options={STORE_ITEM_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
          onValueChange={(type) => onChange({ type: type as StoreItemType })}
        />
        <FormGroup
          label="Price (₹)"
          labelFor="bulk-default-price"
          intent={errors.price ? 'danger' : 'none'}
          helperText={fieldError('price')}
        >
          <InputGroup
            id="bulk-default-price"
            value={defaults.price}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            intent={errors.price ? 'danger' : 'none'}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={errors.price ? 'bulk-default-price-error' : undefined}
            onValueChange={(price) => onChange({ price })}
          />
        </FormGroup>
        <SelectField
          id="bulk-default-status"
          label="Status"
          fill
          value={defaults.status}
          options={STORE_ITEM_STATUSES.map((status) => ({
            value: status,
            label: STATUS_LABELS[status],
          }))}
          onValueChange={(status) => onChange({ status: status as StoreItemStatus })}
        />
      </div>
      <div className="bulk-defaults-note" aria-live="polite">
        <span className="bulk-muted">
          Every row takes these values, and so does every file added later. A value changed by hand
          in a row stays as it is.
        </span>
        {own > 0 ? (
          <span className="bulk-defaults-own">
            <span>{own} row(s) keep values changed by hand.</span>
            <Button size="small" onClick={() => setConfirming(true)}>
              Use these values there too
            </Button>
          </span>
        ) : null}
      </div>
      <Alert
        isOpen={confirming}
        intent={Intent.WARNING}
        icon={<WarningSign />}
        cancelButtonText="Cancel"
        confirmButtonText="Replace"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onReplaceOwnValues()
        }}
      >
        <p>
          Replace the values changed by hand in {own} row(s)? Their author, type, price and status
          become the values for every row. Titles stay as they are.
        </p>
      </Alert>
    </section>
  )
}
