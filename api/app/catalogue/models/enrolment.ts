import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withUuid } from '#core/models/with_uuid'
import Course from '#catalogue/models/course'
import { User } from '#accounts'

export type AccessSource = 'purchase' | 'free' | 'manual'

export default class Enrolment extends withUuid(BaseModel) {
  @column()
  declare userId: string

  @column()
  declare courseId: string

  @column()
  declare source: AccessSource

  @column()
  declare lastLessonId: string | null

  @column()
  declare lastPositionSeconds: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Course)
  declare course: BelongsTo<typeof Course>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
