/*
| Environment variables, validated and typed. bin/runtime.ts fills the
| development defaults before this runs, so every required value is present.
*/
import { Env } from '@adonisjs/core/env'
import { parseTrustedProxies } from '#start/runtime/trusted_proxies'
import { mediaSettingsProblems } from '#media/services/s3_settings'
import { parseMediaPublicUrl } from '#core/services/media_public_url'
import {
  parseDocumentPrefix,
  parseGstin,
  parseSac,
  parseStateCode,
} from '#invoicing/services/settings_rules'

const env = await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string({ format: 'url', tld: false }),
  APP_NAME: Env.schema.string(),
  LOG_LEVEL: Env.schema.string(),
  SESSION_DRIVER: Env.schema.enum(['cookie', 'memory', 'database', 'redis'] as const),
  LIMITER_STORE: Env.schema.enum(['database', 'memory', 'redis'] as const),
  DATABASE_URL: Env.schema.string(),
  CORS_ORIGINS: Env.schema.string.optional(),

  /* Several instances: Redis for sessions, limits and the listing cache; CLUSTER=true checks the setup */
  REDIS_URL: Env.schema.string.optional(),
  CLUSTER: Env.schema.boolean.optional(),
  MEDIA_SHARED: Env.schema.boolean.optional(),
  /* on SIGTERM: seconds of answering health 503 before the listener closes, then at most
     SHUTDOWN_TIMEOUT seconds for the requests in flight */
  SHUTDOWN_DELAY: Env.schema.number.optional(),
  SHUTDOWN_TIMEOUT: Env.schema.number.optional(),
  /* proxies whose X-Forwarded-For/-Proto are believed; loopback when unset */
  TRUSTED_PROXIES: (_key: string, value?: string) => parseTrustedProxies(value),
  /* seconds a visitor's catalogue or store page may be served from memory; 0 turns it off */
  LISTING_CACHE_SECONDS: Env.schema.number.optional(),
  /* seconds a published listing's match count may be reused (also with LISTING_CACHE_SECONDS=0);
     any admin write empties it, 0 turns it off */
  LISTING_COUNT_CACHE_SECONDS: Env.schema.number.optional(),
  /* seconds a listing's first visit rendered to HTML is reused; any admin write empties it,
     0 turns it off (rendered on every visit) */
  RENDERED_PAGE_CACHE_SECONDS: Env.schema.number.optional(),
  /* seconds the admin dashboard's figures may be served from memory; 0 turns it off */
  DASHBOARD_CACHE_SECONDS: Env.schema.number.optional(),

  /* Mail: without SMTP_HOST outside production, mails are written to the log */
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  MAIL_FROM: Env.schema.string.optional(),
  SUPPORT_EMAIL: Env.schema.string.optional(),

  /* Accounts */
  ADMIN_EMAIL: Env.schema.string.optional(),
  ADMIN_PASSWORD: Env.schema.string.optional(),
  SEED_DEMO: Env.schema.boolean.optional(),

  /* Google sign-in; the *_URL overrides point it at a stand-in */
  GOOGLE_CLIENT_ID: Env.schema.string.optional(),
  GOOGLE_CLIENT_SECRET: Env.schema.string.optional(),
  GOOGLE_AUTHORIZE_URL: Env.schema.string.optional(),
  GOOGLE_TOKEN_URL: Env.schema.string.optional(),
  GOOGLE_USERINFO_URL: Env.schema.string.optional(),

  /* Media: without CLOUDINARY_URL, uploads are stored by the API itself under MEDIA_ROOT */
  CLOUDINARY_URL: Env.schema.string.optional(),
  UPLOAD_PRESET_PROFILE: Env.schema.string.optional(),
  UPLOAD_PRESET_COURSE: Env.schema.string.optional(),
  UPLOAD_PRESET_BOOK_PDF: Env.schema.string.optional(),
  MEDIA_ROOT: Env.schema.string.optional(),
  /* where browsers fetch the local store's pictures (a CDN in front of the API); APP_URL when unset */
  MEDIA_PUBLIC_URL: (_key: string, value?: string) => parseMediaPublicUrl(value),
  /* fs (MEDIA_ROOT, the default) or s3: an S3-compatible bucket every instance shares */
  MEDIA_DRIVER: Env.schema.enum.optional(['fs', 's3'] as const),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  /* MinIO, R2 and the like: their URL; leave unset for AWS */
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.secret.optional(),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  MEDIA_DOWNLOAD_TTL: Env.schema.number.optional(),

  /* Payments: without keys outside production, the built-in Razorpay simulator */
  RAZORPAY_KEY_ID: Env.schema.string.optional(),
  RAZORPAY_KEY_SECRET: Env.schema.string.optional(),
  RAZORPAY_WEBHOOK_SECRET: Env.schema.string.optional(),
  RAZORPAY_API_URL: Env.schema.string.optional(),
  RAZORPAY_CHECKOUT_URL: Env.schema.string.optional(),
  /* minutes between reconciler runs (fractions allowed); 5 when unset */
  RAZORPAY_RECONCILE_EVERY_MINUTES: Env.schema.number.optional(),

  /* Invoices and GST (README): the seller as invoices name it; without SELLER_GSTIN, receipts
     instead of tax invoices. SELLER_STATE is a GST state code (from the GSTIN when unset) */
  SELLER_LEGAL_NAME: Env.schema.string.optional(),
  SELLER_ADDRESS: Env.schema.string.optional(),
  SELLER_STATE: (key: string, value?: string) => parseStateCode(key, value),
  SELLER_GSTIN: (key: string, value?: string) => parseGstin(key, value),
  /* the services accounting code on invoices; 999293 when unset */
  GST_SAC: (key: string, value?: string) => parseSac(key, value),
  /* prices include GST (true when unset); false: GST is added to them */
  GST_PRICES_INCLUSIVE: Env.schema.boolean.optional(),
  /* invoice numbers PS/26-27/000001, credit notes CN/26-27/000001 */
  INVOICE_PREFIX: (key: string, value?: string) => parseDocumentPrefix(key, value),
  CREDIT_NOTE_PREFIX: (key: string, value?: string) => parseDocumentPrefix(key, value),
})

/* settings that only make sense together (docs/decisions.md#media-storage) */
const mediaProblems = mediaSettingsProblems({
  MEDIA_DRIVER: env.get('MEDIA_DRIVER'),
  CLOUDINARY_URL: env.get('CLOUDINARY_URL'),
  S3_BUCKET: env.get('S3_BUCKET'),
  S3_REGION: env.get('S3_REGION'),
  S3_ENDPOINT: env.get('S3_ENDPOINT'),
  S3_ACCESS_KEY_ID: env.get('S3_ACCESS_KEY_ID'),
  S3_SECRET_ACCESS_KEY: env.get('S3_SECRET_ACCESS_KEY')?.release(),
})
if (mediaProblems.length > 0) {
  throw new Error(`Media storage settings: ${mediaProblems.join('; ')}`)
}

export default env
