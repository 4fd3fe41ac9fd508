import { describe, expect, test } from 'vitest'
import { describeUpdateFailure } from './update-failure.ts'

const coded = (message: string, code: string, extra: object = {}) =>
  Object.assign(new Error(`${message}\n    at Object.<anonymous> (updater.js:1:1)`), {
    code,
    ...extra,
  })

describe('an update failure in words', () => {
  test('a server out of reach (as when offline) says so and is marked unreachable', () => {
    for (const error of [
      new Error('net::ERR_INTERNET_DISCONNECTED'),
      new Error('net::ERR_NAME_NOT_RESOLVED'),
      new Error('net::ERR_CONNECTION_TIMED_OUT'),
      coded('getaddrinfo ENOTFOUND github.com', 'ENOTFOUND'),
      new Error('Request timed out'),
    ]) {
      expect(describeUpdateFailure(error, 'check', null), error.message).toEqual({
        message:
          'Pathshala Admin could not check for updates: the update server could not be reached.',
        unreachable: true,
      })
    }
  })

  test('names the version of a failed download or install', () => {
    const error = new Error('net::ERR_CONNECTION_RESET')
    expect(describeUpdateFailure(error, 'download', '1.4.0').message).toBe(
      'The update to 1.4.0 could not be downloaded: the update server could not be reached.'
    )
    expect(describeUpdateFailure(new Error('spawn failed'), 'install', '1.4.0').message).toBe(
      'The update to 1.4.0 could not be installed: something unexpected went wrong (the details are in the log).'
    )
  })

  test('each known cause in plain words, never the raw message or stack', () => {
    const cases: Array<[unknown, string]> = [
      [
        coded('Cannot find latest.yml', 'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND'),
        'does not have the update files',
      ],
      [
        coded('HTTP error: 404', 'HTTP_ERROR_404', { statusCode: 404 }),
        'does not have the update files',
      ],
      [
        coded('HTTP error: 503', 'HTTP_ERROR_503', { statusCode: 503 }),
        'answered with an error (503)',
      ],
      [coded('sha512 checksum mismatch', 'ERR_CHECKSUM_MISMATCH'), 'damaged or incomplete'],
      [
        coded('not signed by the application owner', 'ERR_UPDATER_INVALID_SIGNATURE'),
        'not signed by Pathshala',
      ],
      [coded('ENOSPC: no space left on device', 'ENOSPC'), 'not enough free disk space'],
      [coded('EACCES: permission denied', 'EACCES'), 'did not allow saving it'],
      ['a thrown string', 'something unexpected went wrong'],
    ]
    for (const [error, words] of cases) {
      const { message, unreachable } = describeUpdateFailure(error, 'download', '1.4.0')
      expect(message, words).toContain(words)
      expect(message).not.toMatch(/ at |ERR_|HTTP error|sha512|\.yml/)
      expect(unreachable).toBe(false)
    }
  })
})
