import env from '#start/env'
import { defineConfig, services } from '@adonisjs/ally'

/**
 * Google sign-in is on only when both keys are configured; the URL overrides
 * exist so tests can run the whole callback against a local stand-in.
 */
export function isGoogleConfigured() {
  return Boolean(env.get('GOOGLE_CLIENT_ID') && env.get('GOOGLE_CLIENT_SECRET'))
}

const allyConfig = defineConfig({
  google: services.google({
    clientId: env.get('GOOGLE_CLIENT_ID') ?? '',
    clientSecret: env.get('GOOGLE_CLIENT_SECRET') ?? '',
    callbackUrl: new URL('/api/v1/auth/google/callback', env.get('APP_URL')).href,
    scopes: ['openid', 'email', 'profile'],
    prompt: 'select_account',
    ...(env.get('GOOGLE_AUTHORIZE_URL') ? { authorizeUrl: env.get('GOOGLE_AUTHORIZE_URL') } : {}),
    ...(env.get('GOOGLE_TOKEN_URL') ? { accessTokenUrl: env.get('GOOGLE_TOKEN_URL') } : {}),
    ...(env.get('GOOGLE_USERINFO_URL') ? { userInfoUrl: env.get('GOOGLE_USERINFO_URL') } : {}),
  }),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
