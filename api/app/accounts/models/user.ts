import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withUuid } from '#core/models/with_uuid'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { type AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { AccountType, Gender } from '@pathshala/shared'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export type { AccountType, Gender }

export default class User extends compose(withUuid(BaseModel), AuthFinder) {
  static accessTokens = DbAccessTokensProvider.forModel(User, {
    expiresIn: '30 days',
    prefix: 'psk_',
  })

  declare currentAccessToken?: AccessToken

  @column()
  declare firstName: string

  @column()
  declare lastName: string

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string | null

  @column()
  declare accountType: AccountType

  @column()
  declare image: string | null

  @column()
  declare contactNumber: string | null

  @column.date()
  declare dateOfBirth: DateTime | null

  @column()
  declare gender: Gender | null

  @column()
  declare about: string | null

  /** GST state code of the learner's state or union territory (their invoices' place of supply). */
  @column()
  declare state: string | null

  @column({ serializeAs: null })
  declare googleId: string | null

  @column()
  declare provider: 'email' | 'google'

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  get fullName() {
    return `${this.firstName} ${this.lastName}`.trim()
  }

  get isAdmin() {
    return this.accountType === 'Admin'
  }
}
