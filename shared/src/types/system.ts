import type { ApiAnswer } from './envelope.ts'
import type { UploadPresetNames } from './media.ts'

export type HealthAnswer = ApiAnswer<{
  status: 'ok' | 'unavailable'
  database: boolean
}>

/** What a client may know about the deployment before anyone signs in. */
export interface PublicConfig {
  appName: string
  googleSignIn: boolean
  /** Razorpay's public key id (the capture answer carries it too). */
  razorpayKeyId: string
  /** The checkout script to load on demand (Razorpay's, or the built-in simulator's). */
  razorpayCheckoutUrl: string
  /** false: the server has no way to take payments; free items still work. */
  paymentsEnabled: boolean
  /** The built-in Razorpay simulator (a 'Test mode' checkout) instead of the real one. */
  paymentsTestMode: boolean
  /** The upload presets' names on this deployment, by purpose: sign uploads with these. */
  uploadPresets: UploadPresetNames
}
export type PublicConfigAnswer = ApiAnswer<{ data: PublicConfig }>
