import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { assertFieldError } from '#tests/support/assertions'
import TransactionsService, { EXPORT_BATCH_SIZE } from '#admin/services/transactions_service'
import { csvCell } from '#payments/services/transactions_csv'
import type User from '#accounts/models/user'
import {
  API,
  UNKNOWN_ID,
  bookOrder,
  courseOrder,
  withFakeMail,
  withRazorpayStandIn,
} from '../payments/helpers.js'
import { buy, getAs } from './helpers.js'

const EXPORT = '/payment/transactions/export'

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += char
  }
  if (field !== '' || record.length > 0) throw new Error('the CSV does not end with CRLF')
  return records
}

async function exportAs(client: any, user: User, query = '') {
  const response = await getAs(client, user, `${EXPORT}${query}`)
  return { response, text: response.text() }
}

/** The exported records without the byte-order mark. */
async function exportedRecords(client: any, user: User, query = '') {
  const { text } = await exportAs(client, user, query)
  return parseCsv(text.slice(1))
}

/** The status a GET answers with. */
async function statusOf(request: PromiseLike<{ status(): number }>) {
  const response = await request
  return response.status()
}

/** `count` orders of one learner for one course, straight into the table. */
async function insertOrders(userId: string, courseId: string, count: number, at: string) {
  await db.rawQuery(
    `INSERT INTO orders (id, user_id, item_kind, course_id, amount_paise, currency,
                         gateway_order_id, receipt, status, created_at, updated_at)
     SELECT gen_random_uuid(), ?, 'course', ?, 100 * n, 'INR', 'order_bulk' || n, 'rcpt_bulk_' || n,
            'created', ?::timestamptz + (n % 3) * interval '1 microsecond', now()
     FROM generate_series(1, ?) n`,
    [userId, courseId, at, count]
  )
}

test.group('GET /api/v1/payment/transactions/export', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  withFakeMail(group)

  test('every matching order as CSV, spreadsheet-safe', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const mallory = await UserFactory.merge({
      firstName: '=HYPERLINK("http://evil.test","x")',
      lastName: 'O"Brien, Jr',
      email: 'mallory@example.com',
    }).create()
    const asha = await UserFactory.merge({
      firstName: 'आशा',
      lastName: 'Verma',
      email: 'asha@example.com',
    }).create()
    const course = await CourseFactory.merge({
      instructorId: admin.id,
      courseName: '+Maths, "Advanced"\nPart 2',
      pricePaise: 149_950,
    }).create()
    const item = await StoreItemFactory.merge({ title: '@notes', pricePaise: 4_900 }).create()
    const paid = await buy(client, mallory, { courseId: course.id })
    const open = await bookOrder(client, asha, item.id)

    const { response, text } = await exportAs(client, admin)
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/csv; charset=utf-8/)
    assert.match(
      response.header('content-disposition') ?? '',
      /^attachment; filename="pathshala-transactions-\d{8}-\d{4}\.csv"$/
    )
    assert.equal(response.header('cache-control'), 'no-store')
    assert.isTrue(text.startsWith('\uFEFF'))

    const [header, ...rows] = parseCsv(text.slice(1))
    assert.deepEqual(header, [
      'Order id',
      'Receipt',
      'Razorpay order id',
      'Razorpay payment id',
      'Status',
      'Created at (UTC)',
      'Paid at (UTC)',
      'Fulfilled at (UTC)',
      'Kind',
      'Item id',
      'Item',
      'Item type',
      'Learner id',
      'Learner name',
      'Learner email',
      'Amount (paise)',
      'Amount',
      'Currency',
      'Failure reason',
      'Refunded (paise)',
      'Last refund status',
    ])
    assert.lengthOf(rows, 2)
    const byOrder = new Map(
      rows.map((row) => [row[2], Object.fromEntries(header.map((h, i) => [h, row[i]]))])
    )
    const first = byOrder.get(paid.id)!
    assert.equal(first['Razorpay payment id'], paid.paymentId)
    assert.equal(first['Status'], 'fulfilled')
    assert.equal(first['Kind'], 'course')
    // formulas are defused with an apostrophe; quotes, commas and line breaks survive
    assert.equal(first['Item'], `'+Maths, "Advanced"\nPart 2`)
    assert.equal(first['Learner name'], `'=HYPERLINK("http://evil.test","x") O"Brien, Jr`)
    assert.equal(first['Amount (paise)'], '149950')
    assert.equal(first['Amount'], '1499.50')
    assert.match(first['Paid at (UTC)'], /^\d{4}-\d{2}-\d{2}T.*Z$/)
    const second = byOrder.get(open.id)!
    assert.equal(second['Item'], `'@notes`)
    assert.equal(second['Learner name'], 'आशा Verma')
    assert.equal(second['Razorpay payment id'], '')
    assert.equal(second['Status'], 'created')

    // the list's filters apply, page and limit do not
    const filtered = await exportedRecords(client, admin, '?status=fulfilled&page=2&limit=1')
    assert.deepEqual(
      filtered.slice(1).map((row) => row[2]),
      [paid.id]
    )
    const searched = await exportedRecords(client, admin, '?search=ASHA@')
    assert.deepEqual(
      searched.slice(1).map((row) => row[2]),
      [open.id]
    )
    const none = await exportedRecords(client, admin, '?from=2001-01-01&to=2001-01-02')
    assert.deepEqual(none, [header])
  })

  test('streams more orders than one batch, newest first, each once', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ instructorId: admin.id }).create()
    const total = EXPORT_BATCH_SIZE * 2 + 7
    // three orders per microsecond-apart instant: the cursor must not skip or repeat any
    await insertOrders(learner.id, course.id, total, '2026-11-01T10:00:00.123Z')

    const { response, text } = await exportAs(client, admin, '?kind=course')
    response.assertStatus(200)
    const rows = parseCsv(text.slice(1)).slice(1)
    assert.lengthOf(rows, total)
    assert.equal(new Set(rows.map((row) => row[0])).size, total)
    const created = rows.map((row) => row[5])
    assert.deepEqual(created, [...created].sort().reverse())

    // the same through the service with tiny batches
    const service = new TransactionsService()
    const seen: string[] = []
    for await (const batch of service.batches({}, 7)) seen.push(...batch.map((order) => order.id))
    assert.lengthOf(seen, total)
    assert.equal(new Set(seen).size, total)
  })

  test('admins only; a bad filter is a 422 in JSON', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    assert.equal(await statusOf(client.get(`${API}${EXPORT}`)), 401)
    assert.equal(await statusOf(getAs(client, learner, EXPORT)), 403)
    assertFieldError(
      await getAs(client, admin, `${EXPORT}?status=lost`),
      'status',
      'status must be one of created, paid, fulfilled, failed or all'
    )
    assertFieldError(
      await getAs(client, admin, `${EXPORT}?to=31-12-2026`),
      'to',
      'to must be a date (YYYY-MM-DD) or an ISO date-time'
    )
  })

  test('csvCell: quoting and formula protection', ({ assert }) => {
    assert.equal(csvCell('plain'), 'plain')
    assert.equal(csvCell(null), '')
    assert.equal(csvCell(1499), '1499')
    assert.equal(csvCell('a,b'), '"a,b"')
    assert.equal(csvCell('say "hi"'), '"say ""hi"""')
    assert.equal(csvCell('two\nlines'), '"two\nlines"')
    for (const start of ['=', '+', '-', '@', '\t']) {
      assert.equal(csvCell(`${start}1+1`).replace(/^"|"$/g, '').slice(0, 2), `'${start}`)
    }
    assert.equal(csvCell('=SUM(A1,A2)'), `"'=SUM(A1,A2)"`)
  })
})

test.group('GET /api/v1/payment/transactions/:id', (group) => {
  withCleanDatabase(group)
  withRazorpayStandIn(group)
  withFakeMail(group)

  test('one order with its gateway ids, by our id or Razorpay order id', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.merge({ email: 'asha@example.com' }).create()
    const course = await CourseFactory.merge({ instructorId: admin.id }).create()
    const paid = await buy(client, learner, { courseId: course.id })

    const byGateway = await getAs(client, admin, `/payment/transactions/${paid.id}`)
    byGateway.assertStatus(200)
    const order = byGateway.body().data
    assert.deepInclude(order, {
      gatewayOrderId: paid.id,
      gatewayPaymentId: paid.paymentId,
      receipt: paid.receipt,
      status: 'fulfilled',
      amountPaise: course.pricePaise,
    })
    assert.equal(order.learner.email, 'asha@example.com')
    assert.deepEqual(order.item, {
      _id: course.id,
      kind: 'course',
      title: course.courseName,
      type: null,
    })

    const byId = await getAs(client, admin, `/payment/transactions/${order._id.toUpperCase()}`)
    byId.assertStatus(200)
    assert.deepEqual(byId.body().data, order)

    // the list finds it by our id too
    const listed = await getAs(client, admin, `/payment/transactions?search=${order._id}`)
    assert.deepEqual(
      listed.body().data.map((row: { _id: string }) => row._id),
      [order._id]
    )
  })

  test('404 for unknown ids, admins only', async ({ client, assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const learner = await UserFactory.create()
    const course = await CourseFactory.merge({ instructorId: admin.id }).create()
    const open = await courseOrder(client, learner, course.id)
    for (const id of [UNKNOWN_ID, 'order_unknown', 'x'.repeat(300)]) {
      const response = await getAs(client, admin, `/payment/transactions/${id}`)
      response.assertStatus(404)
      assert.deepEqual(response.body(), { success: false, message: 'Transaction not found' })
    }
    assert.equal(await statusOf(client.get(`${API}/payment/transactions/${open.id}`)), 401)
    assert.equal(await statusOf(getAs(client, learner, `/payment/transactions/${open.id}`)), 403)
  })
})
