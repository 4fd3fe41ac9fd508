import env from '#start/env'
import { isGoogleConfigured } from '#config/ally'

/**
 * Public settings the front ends need before anyone signs in.
 */
export default class PublicConfigController {
  async show() {
    return {
      success: true,
      message: 'OK',
      data: {
        appName: env.get('APP_NAME'),
        googleSignIn: isGoogleConfigured(),
      },
    }
  }
}
