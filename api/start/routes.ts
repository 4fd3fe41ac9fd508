/*
| Every API call lives under /api/v1 with the old client's paths (docs/api-contract.md).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { mountRazorpaySimulator } from '#start/dev_tools'

const HealthController = () => import('#http/controllers/health_controller')
const PublicConfigController = () => import('#http/controllers/public_config_controller')
const SignupCodesController = () => import('#accounts/controllers/signup_codes_controller')
const SignupsController = () => import('#accounts/controllers/signups_controller')
const SessionsController = () => import('#http/controllers/sessions_controller')
const PasswordResetsController = () => import('#accounts/controllers/password_resets_controller')
const GoogleSignInController = () => import('#accounts/controllers/google_sign_in_controller')
const AccessTokensController = () => import('#accounts/controllers/access_tokens_controller')
const ProfilesController = () => import('#media/controllers/profiles_controller')
const DisplayPicturesController = () => import('#media/controllers/display_pictures_controller')
const EnrolledCoursesController = () => import('#catalogue/controllers/enrolled_courses_controller')
const ContactMessagesController = () => import('#contact/controllers/contact_messages_controller')

const signedIn = () => middleware.auth({ guards: ['web', 'api'] })

router
  .group(() => {
    router.get('health', [HealthController, 'show'])
    router.get('config', [PublicConfigController, 'show'])

    router
      .group(() => {
        router.post('sendotp', [SignupCodesController, 'store'])
        router.post('signup', [SignupsController, 'store'])
        router.post('login', [SessionsController, 'store'])
        router.post('validate', [SessionsController, 'show']).use(signedIn())
        router.post('logout', [SessionsController, 'destroy']).use(middleware.auth())
        router.post('reset-password-token', [PasswordResetsController, 'store'])
        router.post('reset-password', [PasswordResetsController, 'update'])
        router.get('google', [GoogleSignInController, 'redirect'])
        router.get('google/callback', [GoogleSignInController, 'callback'])
        router.post('tokens', [AccessTokensController, 'store'])
        router
          .delete('tokens/current', [AccessTokensController, 'destroy'])
          .use(middleware.auth({ guards: ['api'] }))
      })
      .prefix('auth')

    router
      .group(() => {
        router.put('updateProfile', [ProfilesController, 'update'])
        router.put('updateDisplayPicture', [DisplayPicturesController, 'update'])
        router.post('getEnrolledCourses', [EnrolledCoursesController, 'index'])
      })
      .prefix('profile')
      .use(signedIn())

    router
      .post('contact/contactus', [ContactMessagesController, 'store'])
      .use(middleware.currentUser())
  })
  .prefix('/api/v1')

await import('#start/routes/catalogue')
await import('#start/routes/builder')
await import('#start/routes/store')
await import('#start/routes/media')
await import('#start/routes/payments')
await import('#start/routes/coupons')
await import('#start/routes/refunds')
await import('#start/routes/admin')
await import('#start/routes/orders')
await import('#start/routes/certificates')
await mountRazorpaySimulator()
await import('#start/routes/api_reference')
await import('#start/web_app')
