import { existsSync, renameSync, rmSync } from 'node:fs'
import { join, parse } from 'node:path'

/** A log file grows to this size, then moves aside (main.1.log, main.2.log, ...). */
export const LOG_MAX_BYTES = 2 * 1024 * 1024
/** How many moved-aside files are kept: the folder never holds more than 4 files. */
export const LOG_ARCHIVES = 3

const SECRETS: Array<[RegExp, string]> = [
  // access tokens: in headers, as `oat_...` values, or named in JSON or query strings
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [redacted]'],
  [/\boat_[\w.~+/=-]+/g, '[redacted token]'],
  [
    /("?(?:token|password|secret|signature|authorization)"?\s*[:=]\s*)("[^"]*"|[^\s,&}]+)/gi,
    '$1[redacted]',
  ],
  // people: addresses and phone numbers
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  [/(?<!\d)(?:\+?91[\s-]?)?[6-9]\d{9}(?!\d)/g, '[phone]'],
]

/** Takes tokens, passwords, signatures, email addresses and phone numbers out of a log line. */
export function redact(text: string): string {
  return SECRETS.reduce((line, [pattern, replacement]) => line.replace(pattern, replacement), text)
}

/** Moves `main.log` to `main.1.log`, shifting older ones up and dropping the oldest. */
export function rotateLogFile(file: string, archives = LOG_ARCHIVES): void {
  const { dir, name, ext } = parse(file)
  const archive = (n: number) => join(dir, `${name}.${n}${ext}`)
  rmSync(archive(archives), { force: true })
  for (let n = archives - 1; n >= 1; n--) {
    if (existsSync(archive(n))) renameSync(archive(n), archive(n + 1))
  }
  if (existsSync(file)) renameSync(file, archive(1))
}

/** The part of electron-log's logger this app sets up. */
export interface LogMessageLike {
  data: unknown[]
}

export interface MainLogger<Message extends LogMessageLike = LogMessageLike> {
  errorHandler: { startCatching(options?: { showDialog?: boolean }): void }
  hooks: Array<(message: Message) => Message | false>
  transports: {
    file: {
      maxSize: number
      level: string | false
      archiveLogFn(file: { toString(): string }): void
      resolvePathFn(variables?: unknown): string
      setAppName(name: string): void
    }
    console: { level: string | false }
  }
}

/**
 * Logs go to `<log folder>/main.log` (the user's log folder: ~/Library/Logs/Pathshala Admin on
 * macOS, %APPDATA%\Pathshala Admin\logs on Windows), rotate by size, and never hold a token or
 * a person's details: every line is redacted before any transport sees it.
 */
export function configureLogging<Message extends LogMessageLike>(
  log: MainLogger<Message>,
  logFolder: string,
  isPackaged: boolean,
  appName: string
): string {
  const file = join(logFolder, 'main.log')
  // the Node logger would otherwise look for a package.json to name the app
  log.transports.file.setAppName(appName)
  log.transports.file.resolvePathFn = () => file
  log.transports.file.maxSize = LOG_MAX_BYTES
  log.transports.file.level = 'info'
  log.transports.file.archiveLogFn = (old) => rotateLogFile(old.toString())
  log.transports.console.level = isPackaged ? false : 'debug'
  log.hooks.push((message) => ({
    ...message,
    data: message.data.map((part) =>
      typeof part === 'string'
        ? redact(part)
        : part instanceof Error
          ? redact(`${part.name}: ${part.message}`)
          : redact(safeJson(part))
    ),
  }))
  log.errorHandler.startCatching({ showDialog: false })
  return file
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
