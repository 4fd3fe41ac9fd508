import { ApiRequest } from '@japa/api-client'
import emitter from '@adonisjs/core/services/emitter'
import jsQRModule from 'jsqr'
import { extractImages, extractText } from 'unpdf'
import Certificate from '#certificates/models/certificate'
import type User from '#accounts/models/user'
import { enrolledLearner, COURSES, type LearningFixture } from '#tests/functional/learning/helpers'

export const CERTIFICATES = '/api/v1/certificates'

// a CommonJS module: its function is the module itself at run time, `default` to the types
type DecodeQr = typeof jsQRModule.default
const jsQR = ((jsQRModule as unknown as { default?: DecodeQr }).default ?? jsQRModule) as DecodeQr

// the PDF arrives as bytes, not text
ApiRequest.addParser('application/pdf', (response, callback) => {
  const chunks: Buffer[] = []
  response.on('data', (chunk: Buffer) => chunks.push(chunk))
  response.on('end', () => callback(null, Buffer.concat(chunks)))
  response.on('error', (error: Error) => callback(error, null))
})

type Client = {
  post(url: string): {
    json(body: object): { loginAs(user: User): { withCsrfToken(): PromiseLike<unknown> } }
  }
}

/** Marks one lesson complete as the learner's player does. */
export function completeLesson(client: Client, fixture: LearningFixture, index: number) {
  return client
    .post(`${COURSES}/updateCourseProgress`)
    .json({ courseId: fixture.course.id, subsectionId: fixture.lessons[index].id, completed: true })
    .loginAs(fixture.learner)
    .withCsrfToken()
}

/** A learner who has completed every lesson of a course (the completion issued the certificate). */
export async function certifiedLearner(client: Client) {
  const fixture = await enrolledLearner()
  for (const index of fixture.lessons.keys()) await completeLesson(client, fixture, index)
  const certificate = await Certificate.query()
    .where('user_id', fixture.learner.id)
    .where('course_id', fixture.course.id)
    .firstOrFail()
  return { ...fixture, certificate }
}

/** What the refunds announce when they take an enrolment back. */
export function revokeEnrolment(userId: string, courseId: string) {
  return emitter.emit('enrolment:revoked', { userId, courseId, reason: 'refund' })
}

/** The text of the PDF's pages, joined. */
export async function pdfText(bytes: Uint8Array) {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true })
  return text
}

/** What each QR code drawn in the PDF's first page says (the images, decoded). */
export async function pdfQrCodes(bytes: Uint8Array) {
  const images = await extractImages(new Uint8Array(bytes), 1)
  return images.map((image) => {
    const rgba = new Uint8ClampedArray(image.width * image.height * 4)
    for (let pixel = 0; pixel < image.width * image.height; pixel++) {
      for (let channel = 0; channel < 3; channel++) {
        rgba[pixel * 4 + channel] =
          image.data[pixel * image.channels + (image.channels >= 3 ? channel : 0)]
      }
      rgba[pixel * 4 + 3] = 255
    }
    return jsQR(rgba, image.width, image.height)?.data ?? null
  })
}
