import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withUuid } from '#core/models/with_uuid'
import Section from '#catalogue/models/section'

/** A lesson: a "subsection" in the old client's names (docs/README.md#words-used-here). */
export default class Lesson extends withUuid(BaseModel) {
  @column()
  declare sectionId: string

  @column()
  declare title: string

  @column()
  declare description: string

  @column()
  declare videoUrl: string

  @column()
  declare durationSeconds: number

  @column()
  declare position: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Section)
  declare section: BelongsTo<typeof Section>
}
