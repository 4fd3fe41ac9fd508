import { test } from '@japa/runner'
import { brotliDecompressSync } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import { isDecompressionError } from '#http/exceptions/handler'

function contextWith(encoding: string | undefined) {
  return { request: { header: () => encoding } } as unknown as HttpContext
}

function brotliError() {
  try {
    brotliDecompressSync(Buffer.from('{}'))
  } catch (error) {
    return error as Error & { status?: number }
  }
  throw new Error('a plain body decompressed as brotli')
}

test.group('Decompression errors are the client’s mistake', () => {
  test('as zlib throws them', ({ assert }) => {
    assert.isTrue(isDecompressionError(brotliError(), contextWith('br')))
  })

  test('as raw-body passes them on, tagged with a generic status 500', ({ assert }) => {
    const error = Object.assign(brotliError(), { status: 500 })
    assert.isTrue(isDecompressionError(error, contextWith('br')))
  })

  test('not without a Content-Encoding, nor with a status of its own', ({ assert }) => {
    assert.isFalse(isDecompressionError(brotliError(), contextWith(undefined)))
    assert.isFalse(
      isDecompressionError(Object.assign(brotliError(), { status: 413 }), contextWith('br'))
    )
    assert.isFalse(isDecompressionError(new Error('database down'), contextWith('gzip')))
  })
})
