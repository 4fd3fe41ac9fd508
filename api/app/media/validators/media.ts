import vine from '@vinejs/vine'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { choiceOf } from '#core/validators/rules'

/** POST /generate/generateSignature */
export const generateSignatureValidator = vine.create({
  uploadPreset: vine.string().trim().minLength(1).maxLength(100),
  resourceType: choiceOf(['image', 'raw']).nullable().optional(),
})
generateSignatureValidator.messagesProvider = new FieldMessagesProvider({
  'uploadPreset.*': 'Please provide uploadPreset',
  'resourceType.*': 'resourceType must be image or raw',
})
