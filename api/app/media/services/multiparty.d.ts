/**
 * The part of @poppinss/multiparty (the multipart parser AdonisJS uses) that
 * MultipartReader relies on. The package ships no types of its own.
 */
declare module '@poppinss/multiparty' {
  import type { IncomingMessage } from 'node:http'
  import type { PassThrough, Writable } from 'node:stream'

  /** One part with a filename, streamed as it arrives. */
  export interface MultipartyPart extends PassThrough {
    name: string | null
    filename: string
    headers: Record<string, string>
  }

  export interface FormOptions {
    /** Most parts (fields and files together) before a 413 */
    maxFields?: number
    /** Most bytes of all text fields together before a 413 */
    maxFieldsSize?: number
  }

  export class Form extends Writable {
    constructor(options?: FormOptions)
    parse(request: IncomingMessage): void
    on(event: 'part', listener: (part: MultipartyPart) => void): this
    on(event: 'field', listener: (name: string, value: string) => void): this
    on(event: 'error', listener: (error: Error & { status?: number }) => void): this
    on(event: 'close', listener: () => void): this
  }

  const multiparty: { Form: typeof Form }
  export default multiparty
}
