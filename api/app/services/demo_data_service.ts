import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import AdminAccountService from '#services/admin_account_service'

export const DEMO_LOGINS = [
  { role: 'Admin', email: 'admin@pathshala.local', password: 'Admin@12345' },
  { role: 'Learner', email: 'learner@pathshala.local', password: 'Learner@12345' },
] as const

/**
 * Demo data for a fresh `npm start`: an admin and a learner to sign in with.
 * Later parts of the product add their catalogue here.
 */
export default class DemoDataService {
  async seedIfEmpty() {
    const [{ count }] = await db.from('users').count('* as count')
    if (Number(count) > 0) return false
    await this.seed()
    return true
  }

  async seed() {
    const [admin, learner] = DEMO_LOGINS
    await new AdminAccountService().ensure(admin.email, admin.password, {
      firstName: 'Asha',
      lastName: 'Verma',
    })
    await User.updateOrCreate(
      { email: learner.email },
      {
        firstName: 'Rohan',
        lastName: 'Sharma',
        password: learner.password,
        contactNumber: '9876543210',
        accountType: 'Student',
        provider: 'email',
      }
    )
  }
}
