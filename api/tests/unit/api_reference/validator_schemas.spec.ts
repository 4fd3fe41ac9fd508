import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { ACCOUNT_TYPES, COURSE_STATUSES } from '@pathshala/shared'
import {
  NUL_FREE_PATTERN,
  collectReferenceRoutes,
  type RouterRoute,
} from '../../../app/http/api_reference/collect_reference_routes.js'
import type { JsonSchema } from '../../../app/http/api_reference/reference_route.js'
import { scanRoutes } from '../../../app/http/api_reference/scan_routes.js'
import { LENIENT_LISTING_DESCRIPTIONS } from '#core/validators/rules'
import { adminUsersValidator } from '#admin/validators/admin'
import { transactionsValidator } from '#admin/validators/transactions'
import { listCoursesValidator } from '#catalogue/validators/catalogue'
import { bulkActionValidator, createProductValidator } from '#store/validators/store'
import { sendOtpValidator, signupValidator } from '#accounts/validators/auth'
import { updateProfileValidator } from '#accounts/validators/profile'
import { contactValidator } from '#contact/validators/contact'
import { MAX_LESSON_SECONDS, addSubSectionValidator } from '#builder/validators/builder'
import { ORDER_STATUSES } from '#payments'

type Validator = {
  toJSONSchema(): object
  tryValidate(data: unknown): Promise<[unknown, unknown]>
}

/** A field of a validator's JSON Schema, and its alternatives (a nullable field's are two). */
function field(validator: Validator, name: string) {
  const schema = (validator.toJSONSchema() as JsonSchema).properties as Record<string, JsonSchema>
  const property = schema[name]
  const alternatives = (property.anyOf as JsonSchema[] | undefined) ?? [property]
  return { property, alternatives }
}

/** The alternative with a list of values: what a field takes besides null. */
function enumOf(validator: Validator, name: string) {
  return field(validator, name).alternatives.find((schema) => 'enum' in schema)?.enum
}

async function accepts(validator: Validator, data: object) {
  const [error] = await validator.tryValidate(data)
  return error === null
}

test.group('API reference: what the validators say in their JSON Schema', () => {
  test('choices checked with `in` are listed, in the spellings the front ends send', ({
    assert,
  }) => {
    assert.deepEqual(enumOf(adminUsersValidator, 'accountType'), [...ACCOUNT_TYPES, 'all'])
    assert.deepEqual(enumOf(transactionsValidator, 'status'), [...ORDER_STATUSES, 'all'])
    assert.deepEqual(enumOf(transactionsValidator, 'kind'), [
      'course',
      'store_item',
      'book',
      'store',
      'all',
    ])
    assert.deepEqual(enumOf(bulkActionValidator, 'action'), [
      'publish',
      'draft',
      'archive',
      'delete',
    ])
    assert.deepEqual(enumOf(listCoursesValidator, 'sortOrder'), ['asc', 'desc'])
    assert.deepEqual(enumOf(listCoursesValidator, 'status'), ['all', ...COURSE_STATUSES])
    assert.deepEqual(enumOf(createProductValidator, 'type'), [
      'Notes',
      'TestSeries',
      'Material',
      'Books',
    ])
    // a nullable choice stays nullable
    assert.deepInclude(field(adminUsersValidator, 'accountType').alternatives, { type: 'null' })
  })

  test('the listed choices are what the validators take, in any case', async ({ assert }) => {
    assert.isTrue(await accepts(adminUsersValidator, { accountType: 'Student' }))
    assert.isTrue(await accepts(adminUsersValidator, { accountType: ' admin ' }))
    assert.isFalse(await accepts(adminUsersValidator, { accountType: 'teacher' }))
    assert.isTrue(await accepts(listCoursesValidator, { sortOrder: 'DESC' }))
    assert.isFalse(await accepts(listCoursesValidator, { sortOrder: 'up' }))
    assert.isTrue(await accepts(bulkActionValidator, { ids: ['a'], action: 'Archive' }))
    assert.isFalse(await accepts(bulkActionValidator, { ids: ['a'], action: 'burn' }))
  })

  test('email addresses have the email format', ({ assert }) => {
    assert.equal(field(sendOtpValidator, 'email').property.format, 'email')
    assert.equal(field(contactValidator, 'email').property.format, 'email')
    // any text passes the validator, but ProfileService refuses all but the account's address
    assert.equal(field(updateProfileValidator, 'email').property.format, 'email')
  })

  test('dates: ISO dates or date-times, and the date of birth as DD.MM.YYYY', ({ assert }) => {
    for (const name of ['from', 'to']) {
      const { property, alternatives } = field(transactionsValidator, name)
      assert.notProperty(property, 'type')
      assert.equal(property.maxLength, 40)
      assert.deepEqual(alternatives, [
        { type: 'string', format: 'date' },
        { type: 'string', format: 'date-time' },
        { type: 'null' },
      ])
    }
    const birth = field(updateProfileValidator, 'dateOfBirth').property
    const pattern = new RegExp(birth.pattern as string)
    assert.isTrue(pattern.test('21.11.1990'))
    assert.isFalse(pattern.test('1990-11-21'))
    assert.isFalse(pattern.test('32.01.1990'))
  })

  test('a lesson length is whole seconds or text the pattern describes', async ({ assert }) => {
    const { alternatives } = field(addSubSectionValidator, 'timeDuration')
    assert.deepEqual(alternatives[0], { type: 'integer', minimum: 0, maximum: MAX_LESSON_SECONDS })
    assert.deepEqual(alternatives[2], { type: 'null' })
    const pattern = new RegExp(alternatives[1].pattern as string)
    const lesson = {
      sectionId: '7f0e8a56-8d5c-4f43-9d7c-2d1f4b8a9e10',
      title: 'Title',
      description: 'Description',
      videoUrl: 'https://videos.example/lesson.mp4',
    }
    const samples = ['90', '0', '01:30', '100:00', '1:02:03', 'N/A', 'n/a']
    const refused = ['1:2', '1:60', '1:02:60', '-5', '1.5', 'abc', '', '1:02:03:04', 'NA']
    for (const text of [...samples, ...refused]) {
      const valid = await accepts(addSubSectionValidator, { ...lesson, timeDuration: text })
      assert.equal(pattern.test(text), valid, `timeDuration '${text}'`)
      assert.equal(valid, samples.includes(text), `timeDuration '${text}'`)
    }
  })

  test('the contact number and the sign-up code are digits, as the shared checks say', ({
    assert,
  }) => {
    assert.equal(field(signupValidator, 'contactNumber').property.pattern, String.raw`^\d{10}$`)
    assert.equal(field(signupValidator, 'otp').property.pattern, String.raw`^\d{6}$`)
  })
})

/** The four listings the old client calls with whatever filters it has. */
const LENIENT_ROUTES = [
  'store_books.index',
  'courses.index',
  'categories.index',
  'store.admin.authors',
]

test.group('API reference: what every route says besides its validator', () => {
  test('every free text refuses the NUL character; patterns, formats and lists keep theirs', async ({
    assert,
  }) => {
    const [route] = await collectReferenceRoutes(
      [
        {
          name: 'contact.store',
          pattern: '/api/v1/contact/contactus',
          methods: ['POST'],
          middleware: { all: () => new Set() },
        },
      ],
      [
        {
          name: 'contact.store',
          pattern: '/api/v1/contact/contactus',
          validators: [
            {
              name: 'contactValidator',
              import: {
                type: 'named',
                specifier: '#contact/validators/contact',
                value: 'contactValidator',
              },
            },
          ],
        },
      ],
      { importModule: async () => ({ contactValidator }) }
    )
    const properties = route.input!.properties as Record<string, JsonSchema>
    assert.equal(properties.fullname.pattern, NUL_FREE_PATTERN)
    assert.equal(properties.message.pattern, NUL_FREE_PATTERN)
    assert.notProperty(properties.email, 'pattern')
    assert.equal(properties.phoneNo.pattern, String.raw`^[+\d][\d\s-]{5,19}$`)
    assert.notProperty(properties.subject, 'pattern')
    // the validator's own schema is left as it is
    const own = (contactValidator.toJSONSchema() as JsonSchema).properties as Record<
      string,
      JsonSchema
    >
    assert.notProperty(own.fullname, 'pattern')

    const nulFree = new RegExp(NUL_FREE_PATTERN)
    assert.isTrue(nulFree.test('Asha Rao'))
    assert.isTrue(nulFree.test(''))
    assert.isFalse(nulFree.test('Asha\u0000Rao'))
  })

  test('the listings that answer whatever the old client sends are flagged lenient', async ({
    assert,
  }) => {
    const control = 'transactions.index'
    // the routes are registered at boot but listed once committed (the HTTP server does it)
    router.commit()
    const routes = (Object.values(router.toJSON()).flat() as unknown as RouterRoute[]).filter(
      (route) => route.name && [...LENIENT_ROUTES, control].includes(route.name)
    )
    const scanned = await scanRoutes(fileURLToPath(app.appRoot), JSON.parse(JSON.stringify(routes)))
    const described = await collectReferenceRoutes(routes, scanned, {
      importModule: (specifier) => import(specifier),
    })
    const byName = new Map(described.map((route) => [route.name, route]))
    assert.sameMembers([...byName.keys()], [...LENIENT_ROUTES, control])

    for (const name of LENIENT_ROUTES) {
      const route = byName.get(name)!
      assert.isTrue(route.lenientInput, name)
      assert.equal(route.input!['x-lenient'], true, name)
      assert.equal(route.input!.additionalProperties, true, name)
      assert.deepEqual(route.input!.required, [], name)
    }
    assert.notProperty(byName.get(control)!, 'lenientInput')
    assert.equal(byName.get(control)!.input!.additionalProperties, false)

    // the store's list refuses nothing: each filter also takes any other value (NUL aside)
    const books = byName.get('store_books.index')!.input!
    assert.equal(books.description, LENIENT_LISTING_DESCRIPTIONS.ignored)
    const page = (books.properties as Record<string, JsonSchema>).page
    assert.deepEqual(page.anyOf, [{ type: ['number', 'null'] }, { pattern: NUL_FREE_PATTERN }])
    // the others refuse a bad value, and say so
    const courses = byName.get('courses.index')!.input!
    assert.equal(courses.description, LENIENT_LISTING_DESCRIPTIONS.refused)
    assert.deepEqual((courses.properties as Record<string, JsonSchema>).page, {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: 1_000_000,
    })
  }).timeout(60_000)
})
