import vine from '@vinejs/vine'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { FIELD_MESSAGES as M } from '#core/validators/messages'
import { newPasswordPolicy } from '#core/validators/rules'

const email = () => vine.string().trim().toLowerCase().email().maxLength(254)

export const resetRequestValidator = vine.create({ email: email() })
resetRequestValidator.messagesProvider = new FieldMessagesProvider({
  'email.*': M.invalidEmail,
})

export const resetPasswordValidator = vine.create({
  token: vine.string().trim().minLength(1).maxLength(200),
  newPassword: vine.string().use(newPasswordPolicy()),
})
resetPasswordValidator.messagesProvider = new FieldMessagesProvider({
  'token.*': M.resetToken,
  'newPassword.required': M.newPasswordTooShort,
  'newPassword.string': M.newPasswordTooShort,
})
