import db from '@adonisjs/lucid/services/db'
import { User, AdminAccountService } from '#accounts'
import { Course, EnrolmentService } from '#catalogue'
import { StoreItem } from '#store'
import { PurchaseService } from '#payments'
import DemoCatalogueSeeder from '#dev/demo/demo_catalogue_seeder'

export const DEMO_LOGINS = [
  { role: 'Admin', email: 'admin@pathshala.local', password: 'Admin@12345' },
  { role: 'Learner', email: 'learner@pathshala.local', password: 'Learner@12345' },
] as const

/**
 * Demo data for a fresh `npm start`: an admin and a learner to sign in with,
 * the catalogue (categories, a dozen published courses, thirty store items),
 * and the learner already studying one free course and owning one free item.
 */
export default class DemoDataService {
  async seedIfEmpty() {
    const [{ count }] = await db.from('users').count('* as count')
    if (Number(count) > 0) return false
    await this.seed()
    return true
  }

  async seed() {
    const [adminLogin, learnerLogin] = DEMO_LOGINS
    const { user: admin } = await new AdminAccountService().ensure(
      adminLogin.email,
      adminLogin.password,
      { firstName: 'Asha', lastName: 'Verma' }
    )
    const learner = await User.updateOrCreate(
      { email: learnerLogin.email },
      {
        firstName: 'Rohan',
        lastName: 'Sharma',
        password: learnerLogin.password,
        contactNumber: '9876543210',
        accountType: 'Student',
        provider: 'email',
      }
    )

    await new DemoCatalogueSeeder().run(admin)

    const freeCourse = await Course.query().where('price_paise', 0).orderBy('course_name').first()
    if (freeCourse) await new EnrolmentService().grant(learner.id, freeCourse.id, 'free')
    const freeItem = await StoreItem.query()
      .where('price_paise', 0)
      .where('status', 'published')
      .orderBy('title')
      .first()
    if (freeItem) await new PurchaseService().grant(learner.id, freeItem.id, 'free', 0)
  }
}
