import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { withUuid } from '#core/models/with_uuid'
import { jsonColumn } from '#core/models/json_column'
import Category from '#catalogue/models/category'
import { User } from '#accounts'
import Section from '#catalogue/models/section'
import type { CourseStatus } from '@pathshala/shared'

export type { CourseStatus }

export default class Course extends withUuid(BaseModel) {
  @column()
  declare courseName: string

  @column()
  declare courseDescription: string

  @column()
  declare pricePaise: number

  @column()
  declare categoryId: string | null

  @column()
  declare instructorId: string

  @column()
  declare whatYouWillLearn: string

  @jsonColumn()
  declare tags: string[]

  @jsonColumn()
  declare instructions: string[]

  @column()
  declare couponCode: string | null

  /** Whether completing the course earns a certificate (the wizard's setting; docs/decisions.md#certificates). */
  @column()
  declare issuesCertificate: boolean

  @column()
  declare thumbnail: string | null

  @column()
  declare status: CourseStatus

  @column()
  declare enrollmentsCount: number

  @column()
  declare totalDurationSeconds: number

  /** How many ratings and their sum: kept by triggers on course_ratings (migration 1732000000138), never written here. */
  @column()
  declare ratingCount: number

  @column()
  declare ratingSum: number

  @column.dateTime()
  declare publishedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Category)
  declare category: BelongsTo<typeof Category>

  @belongsTo(() => User, { foreignKey: 'instructorId' })
  declare instructor: BelongsTo<typeof User>

  @hasMany(() => Section)
  declare sections: HasMany<typeof Section>

  get isFree() {
    return this.pricePaise === 0
  }
}
