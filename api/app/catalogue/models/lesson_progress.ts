import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withUuid } from '#core/models/with_uuid'

export default class LessonProgress extends withUuid(BaseModel) {
  static table = 'lesson_progress'

  @column()
  declare userId: string

  @column()
  declare courseId: string

  @column()
  declare lessonId: string

  @column()
  declare positionSeconds: number

  @column.dateTime()
  declare completedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
