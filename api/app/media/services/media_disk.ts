import { createReadStream } from 'node:fs'
import { resolve, sep } from 'node:path'
import type { Readable } from 'node:stream'
import { Disk } from '@adonisjs/drive'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import { S3Driver } from '@adonisjs/drive/drivers/s3'
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3'
import type { MediaDriver, S3Settings } from '#config/media'

/** Bytes `start` to `end` (inclusive) of a stored file. */
export interface ByteRange {
  start: number
  end: number
}

/**
 * The files of the API's own media store, on an @adonisjs/drive (flydrive) disk: `fs` at
 * MEDIA_ROOT (the embedded default) or an S3-compatible bucket that every
 * instance shares (docs/decisions.md#media-storage). Keys look like
 * `image/<public id>.<format>`, the same relative paths on both.
 *
 * flydrive streams whole files only; `readRange` adds the ranged read that
 * serving media with Range and reading a file's first bytes need.
 */
export interface MediaDisk {
  readonly kind: MediaDriver
  readonly disk: Disk
  /** The file's path on this machine: fs only (null on s3). */
  localPath(key: string): string | null
  /** Streams bytes of a stored file; rejects when there is no such file. */
  readRange(key: string, range: ByteRange): Promise<Readable>
}

export function fsMediaDisk(root: string): MediaDisk {
  const base = resolve(root)
  const localPath = (key: string) => {
    const path = resolve(base, key)
    if (!path.startsWith(base + sep)) throw new Error('media path escapes its folder')
    return path
  }
  return {
    kind: 'fs',
    disk: new Disk(new FSDriver({ location: base, visibility: 'private' })),
    localPath,
    readRange: async (key, range) => {
      const stream = createReadStream(localPath(key), range)
      // an open error (no such file) rejects here rather than in the middle of an answer
      await new Promise<void>((opened, failed) => {
        stream.once('open', () => opened())
        stream.once('error', failed)
      })
      return stream
    },
  }
}

/**
 * The SDK client for a bucket. Checksums only where S3 requires them: plain
 * signed PUTs are what every S3-compatible store accepts.
 */
export function s3Client(settings: S3Settings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

export function s3MediaDisk(settings: S3Settings): MediaDisk {
  const client = s3Client(settings)
  return {
    kind: 's3',
    // objects stay private: they leave only through the API's /media routes
    disk: new Disk(
      new S3Driver({ client, bucket: settings.bucket, visibility: 'private', supportsACL: false })
    ),
    localPath: () => null,
    readRange: async (key, range) => {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: settings.bucket,
            Key: key,
            Range: `bytes=${range.start}-${range.end}`,
          })
        )
        return answer.Body as Readable
      } catch (error) {
        if (error instanceof NoSuchKey) throw Object.assign(error, { code: 'ENOENT' })
        throw error
      }
    },
  }
}

/** Reads the first `bytes` of a stored file; null when there is no such file. */
export async function readHead(media: MediaDisk, key: string, bytes: number) {
  let stream: Readable
  try {
    stream = await media.readRange(key, { start: 0, end: bytes - 1 })
  } catch {
    return null
  }
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).subarray(0, bytes)
}

/** The disk config/media.ts describes (MEDIA_DRIVER). */
export function configuredMediaDisk(settings: {
  driver: MediaDriver
  localRoot: string
  s3?: S3Settings
}): MediaDisk {
  return settings.driver === 's3' && settings.s3
    ? s3MediaDisk(settings.s3)
    : fsMediaDisk(settings.localRoot)
}
