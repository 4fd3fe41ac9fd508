import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'
import { LogTransport } from '#core/mails/log_transport'

/**
 * SMTP when SMTP_HOST is set; otherwise (development only, production refuses
 * to start without it) every mail is written to the log.
 */
const mailConfig = defineConfig({
  default: env.get('SMTP_HOST') ? 'smtp' : 'log',
  from: env.get('MAIL_FROM') || `${env.get('APP_NAME')} <no-reply@pathshala.local>`,
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST') ?? 'localhost',
      port: env.get('SMTP_PORT') ?? 587,
      secure: env.get('SMTP_SECURE') ?? false,
      ...(env.get('SMTP_USERNAME')
        ? {
            auth: {
              type: 'login' as const,
              user: env.get('SMTP_USERNAME')!,
              pass: env.get('SMTP_PASSWORD') ?? '',
            },
          }
        : {}),
    }),
    log: () => new LogTransport(),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
