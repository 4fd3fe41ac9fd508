import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withUuid } from '#core/models/with_uuid'
import type { CreationStep } from '#builder/transformers/builder_types'
import { Course } from '#catalogue'

/** A course still in the builder, with the step to resume at. */
export default class CourseDraft extends withUuid(BaseModel) {
  @column()
  declare courseId: string

  @column()
  declare creationStep: CreationStep

  @column()
  declare createdBy: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Course)
  declare course: BelongsTo<typeof Course>
}
