import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  configureLogging,
  LOG_MAX_BYTES,
  redact,
  rotateLogFile,
  type MainLogger,
} from './logging.ts'

vi.mock('electron', () => ({}))

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function fakeLogger(): MainLogger {
  return {
    errorHandler: { startCatching: vi.fn() },
    hooks: [],
    transports: {
      file: {
        maxSize: 0,
        level: 'silly',
        archiveLogFn: vi.fn(),
        resolvePathFn: () => '',
        setAppName: vi.fn(),
      },
      console: { level: 'silly' },
    },
  }
}

describe('logging', () => {
  it('removes tokens, passwords, signatures, emails and phone numbers', () => {
    const line = redact(
      'POST /auth/tokens {"email":"asha@example.com","password":"hunter22"} Authorization: Bearer oat_abc.def123 signature=9f8e7d phone 9876543210'
    )
    expect(line).not.toMatch(/asha@example\.com|hunter22|oat_abc|9f8e7d|9876543210/)
    expect(line).toContain('[email]')
    expect(line).toContain('Authorization: [redacted]')
    expect(redact('GET /api/v1/courses/getAllCourses 200 31ms')).toBe(
      'GET /api/v1/courses/getAllCourses 200 31ms'
    )
  })

  it('writes to main.log in the log folder, rotating by size', () => {
    const log = fakeLogger()
    const file = configureLogging(log, '/logs/Pathshala Admin', true, 'Pathshala Admin')
    expect(file).toBe(join('/logs/Pathshala Admin', 'main.log'))
    expect(log.transports.file.resolvePathFn()).toBe(file)
    expect(log.transports.file.maxSize).toBe(LOG_MAX_BYTES)
    expect(log.transports.console.level).toBe(false)
    expect(log.errorHandler.startCatching).toHaveBeenCalledWith({ showDialog: false })
    expect(log.transports.file.setAppName).toHaveBeenCalledWith('Pathshala Admin')
  })

  it('redacts every message before a transport sees it, errors and objects too', () => {
    const log = fakeLogger()
    configureLogging(log, '/logs', true, 'Pathshala Admin')
    const [hook] = log.hooks
    const out = hook!({
      data: [
        'sign-in for asha@example.com',
        new Error('token=oat_secret rejected'),
        { password: 'x1' },
      ],
    })
    expect(JSON.stringify(out)).not.toMatch(/asha@|oat_secret|x1/)
  })

  it('keeps three older files and drops the oldest', () => {
    const folder = mkdtempSync(join(tmpdir(), 'logs-'))
    folders.push(folder)
    const file = join(folder, 'main.log')
    for (let round = 1; round <= 5; round++) {
      writeFileSync(file, `round ${round}`)
      rotateLogFile(file, 3)
    }
    expect(existsSync(file)).toBe(false)
    expect(readFileSync(join(folder, 'main.1.log'), 'utf8')).toBe('round 5')
    expect(readFileSync(join(folder, 'main.3.log'), 'utf8')).toBe('round 3')
    expect(existsSync(join(folder, 'main.4.log'))).toBe(false)
  })
})
