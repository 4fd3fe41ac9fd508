import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import vine from '@vinejs/vine'

/** The sign-in form's email rule: an admin created here can always sign in. */
async function isSignInEmail(email: string) {
  const [error] = await vine.tryValidate({
    schema: vine.string().email().maxLength(254),
    data: email,
  })
  return !error
}

/**
 * `node ace admin:create --email admin@example.com --password '…'`: creates an Admin, or
 * promotes an existing account and sets its password.
 */
export default class AdminCreate extends BaseCommand {
  static commandName = 'admin:create'
  static description = 'Create an admin account, or promote an existing account to Admin'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Email address of the admin', required: true })
  declare email: string

  @flags.string({ description: 'Password (8 to 128 characters)', required: true })
  declare password: string

  @flags.string({ description: 'First name for a new account', default: 'Admin' })
  declare firstName: string

  @flags.string({ description: 'Last name for a new account', default: 'User' })
  declare lastName: string

  async run() {
    const email = this.email.trim().toLowerCase()
    if (!(await isSignInEmail(email))) {
      this.logger.error('Give a valid --email')
      this.exitCode = 1
      return
    }
    if (this.password.length < 8) {
      this.logger.error('The --password must be at least 8 characters long')
      this.exitCode = 1
      return
    }
    // sign-in accepts passwords up to 128 characters
    if (this.password.length > 128) {
      this.logger.error('The --password must not exceed 128 characters')
      this.exitCode = 1
      return
    }
    const { runPendingMigrations } = await import('#core/services/database_migrations')
    const { default: AdminAccountService } =
      await import('#accounts/services/admin_account_service')
    await runPendingMigrations()
    const { created } = await new AdminAccountService().ensure(email, this.password, {
      firstName: this.firstName,
      lastName: this.lastName,
    })
    this.logger.success(`${created ? 'Created' : 'Promoted'} admin ${email}`)
  }
}
