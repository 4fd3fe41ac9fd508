import { Fragment } from 'react'
import { Button, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core'
import { Trash } from '@blueprintjs/icons'
import {
  STORE_ITEM_STATUSES,
  STORE_ITEM_TYPES,
  type StoreItemStatus,
  type StoreItemType,
  type UploadJobView,
} from '@pathshala/shared'
import { thumbnailKeyOf, type BulkRow, type RowErrors } from '../lib/bulk-rows.ts'
import { STATUS_LABELS, TYPE_LABELS } from '../lib/row-labels.ts'
import { FileProgress } from './FileProgress.tsx'

/** Files, Title, Type, Author, Price, Status, Remove */
const COLUMNS = 7

export interface BulkRowsTableProps {
  rows: readonly BulkRow[]
  errors: ReadonlyMap<string, RowErrors>
  jobOf(key: string): UploadJobView | undefined
  /** Each item's uploads show under it once the batch has started */
  started: boolean
  onChange(
    id: string,
    change: Partial<Pick<BulkRow, 'title' | 'type' | 'author' | 'price' | 'status'>>
  ): void
  onRemove(id: string): void
  onPause(key: string): void
  onResume(key: string): void
  onCancel(key: string): void
  onRetry(key: string): void
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <div id={id} className="bulk-cell-error" role="alert">
      {message}
    </div>
  )
}

/**
 * The items to create, one row per PDF: title (from the file name), type, author, price and
 * status are editable until the item is created; each row shows its own errors, and once the
 * batch runs, each file's upload.
 */
export function BulkRowsTable(props: BulkRowsTableProps) {
  const { rows, errors, jobOf, started } = props
  return (
    <div className="bulk-table-wrap admin-table-frame">
      <HTMLTable className="bulk-table" compact>
        <thead>
          <tr>
            <th id="bulk-col-files">Files</th>
            <th id="bulk-col-title">Title</th>
            <th id="bulk-col-type">Type</th>
            <th id="bulk-col-author">Author</th>
            <th id="bulk-col-price">Price (₹)</th>
            <th id="bulk-col-status">Status</th>
            <th>
              <span className="bp6-text-muted">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const rowErrors = errors.get(row.id) ?? {}
            const rowId = `bulk-row-${index}`
            const locked = row.createdId !== null
            const fieldProps = (field: keyof RowErrors, column: string) => ({
              'aria-labelledby': `${column} ${rowId}-name`,
              'aria-invalid': rowErrors[field] ? true : undefined,
              'aria-describedby': rowErrors[field] ? `${rowId}-${field}-error` : undefined,
              'disabled': locked,
            })
            return (
              <Fragment key={row.id}>
                <tr data-row={index} className={locked ? 'bulk-row-created' : undefined}>
                  <td className="bulk-files-cell">
                    <div id={`${rowId}-name`} className="bulk-pdf-name">
                      {row.pdf.name}
                    </div>
                    <div className="bulk-thumb-name">
                      {row.image
                        ? `Thumbnail: ${row.image.name}`
                        : 'Thumbnail: placeholder (no image with this name)'}
                    </div>
                    <FieldError id={`${rowId}-pdf-error`} message={rowErrors.pdf} />
                    <FieldError id={`${rowId}-image-error`} message={rowErrors.image} />
                    {locked ? <div className="bulk-created-note">Created</div> : null}
                  </td>
                  <td className="bulk-title-cell">
                    <InputGroup
                      value={row.title}
                      maxLength={250}
                      intent={rowErrors.title ? 'danger' : 'none'}
                      onValueChange={(title) => props.onChange(row.id, { title })}
                      {...fieldProps('title', 'bulk-col-title')}
                    />
                    <FieldError id={`${rowId}-title-error`} message={rowErrors.title} />
                  </td>
                  <td className="bulk-select-cell">
                    <HTMLSelect
                      value={row.type}
                      onChange={(event) =>
                        props.onChange(row.id, { type: event.currentTarget.value as StoreItemType })
                      }
                      {...fieldProps('type', 'bulk-col-type')}
                    >
                      {STORE_ITEM_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {TYPE_LABELS[type]}
                        </option>
                      ))}
                    </HTMLSelect>
                  </td>
                  <td className="bulk-author-cell">
                    <InputGroup
                      value={row.author}
                      maxLength={150}
                      intent={rowErrors.author ? 'danger' : 'none'}
                      onValueChange={(author) => props.onChange(row.id, { author })}
                      {...fieldProps('author', 'bulk-col-author')}
                    />
                    <FieldError id={`${rowId}-author-error`} message={rowErrors.author} />
                  </td>
                  <td className="bulk-price-cell">
                    <InputGroup
                      value={row.price}
                      type="number"
                      min={0}
                      step={0.01}
                      inputMode="decimal"
                      intent={rowErrors.price ? 'danger' : 'none'}
                      onValueChange={(price) => props.onChange(row.id, { price })}
                      {...fieldProps('price', 'bulk-col-price')}
                    />
                    <FieldError id={`${rowId}-price-error`} message={rowErrors.price} />
                  </td>
                  <td className="bulk-select-cell">
                    <HTMLSelect
                      value={row.status}
                      onChange={(event) =>
                        props.onChange(row.id, {
                          status: event.currentTarget.value as StoreItemStatus,
                        })
                      }
                      {...fieldProps('status', 'bulk-col-status')}
                    >
                      {STORE_ITEM_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {STATUS_LABELS[status]}
                        </option>
                      ))}
                    </HTMLSelect>
                  </td>
                  <td>
                    <Button
                      variant="minimal"
                      icon={<Trash />}
                      aria-label={`Remove ${row.pdf.name}`}
                      disabled={locked}
                      onClick={() => props.onRemove(row.id)}
                    />
                  </td>
                </tr>
                {started ? (
                  <tr className="bulk-progress-row">
                    <td colSpan={COLUMNS}>
                      <div
                        className="bulk-progress-files"
                        aria-label={`Uploads of ${row.pdf.name}`}
                      >
                        <FileProgress
                          label="PDF"
                          fileName={row.pdf.name}
                          job={jobOf(row.pdf.key)}
                          onPause={props.onPause}
                          onResume={props.onResume}
                          onCancel={props.onCancel}
                          onRetry={props.onRetry}
                        />
                        <FileProgress
                          label="Thumbnail"
                          fileName={row.image?.name ?? 'placeholder'}
                          job={jobOf(thumbnailKeyOf(row))}
                          onPause={props.onPause}
                          onResume={props.onResume}
                          onCancel={props.onCancel}
                          onRetry={props.onRetry}
                        />
                      </div>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            )
          })}
        </tbody>
      </HTMLTable>
    </div>
  )
}
