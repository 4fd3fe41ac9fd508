import type { ApiAnswer } from './envelope.ts'

export type HealthAnswer = ApiAnswer<{
  status: 'ok' | 'unavailable'
  database: boolean
}>

/** What a client may know about the deployment before anyone signs in. */
export interface PublicConfig {
  appName: string
  googleSignIn: boolean
}
export type PublicConfigAnswer = ApiAnswer<{ data: PublicConfig }>
