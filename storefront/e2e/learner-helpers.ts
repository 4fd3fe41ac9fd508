import { deflateSync, crc32 } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect } from './support/index.ts'
import { apiPost } from './support/index.ts'

/** The demo data's free course the demo learner studies (api/dev/demo). */
export const FREE_COURSE = 'Answer Writing for GS Mains'
/** The free store item the demo learner owns. */
export const OWNED_MATERIAL = 'Ethics Handbook'

/** The id of a published course, found by name through the catalogue API. */
export async function courseIdByName(page: Page, name: string): Promise<string> {
  const answer = await apiPost(page, '/courses/getAllCourses', { search: name, limit: 10 })
  const { data } = (await answer.json()) as { data: { _id: string; courseName: string }[] }
  const course = data.find((candidate) => candidate.courseName === name)
  expect(course, `course '${name}' in the catalogue`).toBeDefined()
  return course!._id
}

/** A free course, enrolled without the gateway (docs/decisions.md#free-items). */
export async function enrolInFreeCourse(page: Page, courseId: string) {
  const answer = await apiPost(page, '/payment/capturePayment', { courseId })
  expect(answer.status(), await answer.text()).toBe(200)
}

/**
 * A real PNG (RGB, 8 bits) of the given size with a colour gradient: big enough in pixels that
 * the profile photo upload has to scale it down to 1000 px.
 */
export function gradientPng(width: number, height: number): Buffer {
  const row = width * 3 + 1
  const pixels = Buffer.alloc(row * height)
  for (let y = 0; y < height; y++) {
    pixels[y * row] = 0 // filter: none
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3
      pixels[at] = Math.round((x / width) * 255)
      pixels[at + 1] = Math.round((y / height) * 255)
      pixels[at + 2] = 160
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const checksum = Buffer.alloc(4)
  checksum.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, checksum])
}
