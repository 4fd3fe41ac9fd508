import vine from '@vinejs/vine'
import { FieldMessagesProvider } from '#core/validators/field_messages'

/** POST /generate/generateSignature */
export const generateSignatureValidator = vine.create({
  uploadPreset: vine.string().trim().minLength(1).maxLength(100),
  resourceType: vine.string().trim().toLowerCase().in(['image', 'raw']).nullable().optional(),
})
generateSignatureValidator.messagesProvider = new FieldMessagesProvider({
  'uploadPreset.*': 'Please provide uploadPreset',
  'resourceType.*': 'resourceType must be image or raw',
})
