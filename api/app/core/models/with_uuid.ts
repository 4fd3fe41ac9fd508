import { randomUUID } from 'node:crypto'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import { type BaseModel, beforeCreate, column } from '@adonisjs/lucid/orm'

/**
 * Opaque `_id`s (docs/decisions.md#identifiers): a random UUID assigned before insert.
 */
export function withUuid<Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) {
  class ModelWithUuid extends superclass {
    static selfAssignPrimaryKey = true

    @column({ isPrimary: true })
    declare id: string

    @beforeCreate()
    static assignUuid(record: ModelWithUuid) {
      record.id ??= randomUUID()
    }
  }
  return ModelWithUuid
}
