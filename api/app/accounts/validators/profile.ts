import vine from '@vinejs/vine'
import { GENDERS, INDIAN_STATE_CODES } from '@pathshala/shared'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { FIELD_MESSAGES as M } from '#core/validators/messages'
import { choiceOf, contactNumber, dateOfBirth, described } from '#core/validators/rules'

/** A picture must be a file of the product's own media host (see ProfileService). */
export const OWN_MEDIA_MESSAGE =
  'Upload the picture here: links to pictures on other sites are not accepted'

const httpUrl = () =>
  vine
    .string()
    .trim()
    .maxLength(2048)
    .url({ require_protocol: true, protocols: ['http', 'https'], require_tld: false })

/**
 * Every field is optional; empty ones arrive as null (the body parser turns
 * "" into null) and are left unchanged. Unknown keys such as accountType are
 * dropped by the validator.
 */
export const updateProfileValidator = vine.create({
  firstName: vine.string().trim().minLength(1).maxLength(50).nullable().optional(),
  lastName: vine.string().trim().minLength(1).maxLength(50).nullable().optional(),
  // any text here, but ProfileService refuses every address other than the account's own
  email: vine
    .string()
    .trim()
    .toLowerCase()
    .use(described({ format: 'email' }))
    .nullable()
    .optional(),
  dateOfBirth: vine.string().trim().use(dateOfBirth()).nullable().optional(),
  contactNumber: contactNumber().nullable().optional(),
  about: vine.string().trim().maxLength(500).nullable().optional(),
  gender: choiceOf(GENDERS).nullable().optional(),
  image: httpUrl().nullable().optional(),
  /** GST state code (shared INDIAN_STATES) */
  state: choiceOf(INDIAN_STATE_CODES).nullable().optional(),
})
updateProfileValidator.messagesProvider = new FieldMessagesProvider({
  // too long has its own message; anything else (e.g. not text) reads as missing
  'firstName.maxLength': M.name,
  'firstName.*': M.firstNameRequired,
  'lastName.maxLength': M.name,
  'lastName.*': M.lastNameRequired,
  'email.*': M.invalidEmail,
  'contactNumber.*': M.contactNumber,
  'about.*': M.about,
  'gender.*': M.gender,
  'image.*': M.imageUrl,
  'dateOfBirth.*': M.dateOfBirth,
  'state.*': M.state,
})

export const displayPictureValidator = vine.create({ imageUrl: httpUrl() })
displayPictureValidator.messagesProvider = new FieldMessagesProvider({
  'imageUrl.*': M.imageUrl,
})
