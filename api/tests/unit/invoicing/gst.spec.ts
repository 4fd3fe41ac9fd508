import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  amountInWords,
  creditSplit,
  documentNumber,
  financialYear,
  monthBounds,
  splitTax,
} from '#invoicing/services/gst'

const sum = (split: ReturnType<typeof splitTax>) =>
  split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise

test.group('GST: the tax split of an invoice', () => {
  test('within the seller state: CGST and SGST at 9% each, GST-inclusive', ({ assert }) => {
    // ₹1,180.00 paid: ₹1,000.00 taxable, ₹90 + ₹90
    assert.deepEqual(splitTax(118000, { intraState: true, inclusive: true }), {
      taxablePaise: 100000,
      cgstPaise: 9000,
      sgstPaise: 9000,
      igstPaise: 0,
      totalPaise: 118000,
    })
  })

  test('across states: IGST at 18%', ({ assert }) => {
    assert.deepEqual(splitTax(118000, { intraState: false, inclusive: true }), {
      taxablePaise: 100000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18000,
      totalPaise: 118000,
    })
  })

  test('a discounted order is taxed on what was paid', ({ assert }) => {
    // list ₹1,499, coupon ₹300 off: ₹1,199 paid -> taxable 1199/1.18 = 1016.10
    const split = splitTax(119900, { intraState: true, inclusive: true })
    assert.equal(split.taxablePaise, 101610)
    assert.equal(split.cgstPaise, 9145)
    assert.equal(split.sgstPaise, 9145)
    assert.equal(sum(split), 119900)
  })

  test('paise are rounded so that taxable value and taxes add up to the total', ({ assert }) => {
    // ₹499: 49900 / 1.18 = 42288.135... -> 42288, tax 7612 -> 3806 + 3806
    const intra = splitTax(49900, { intraState: true, inclusive: true })
    assert.deepEqual([intra.taxablePaise, intra.cgstPaise, intra.sgstPaise], [42288, 3806, 3806])
    // an odd paisa of tax goes to CGST: ₹1.01 -> 86 taxable, 15 tax -> 8 + 7
    const odd = splitTax(101, { intraState: true, inclusive: true })
    assert.deepEqual([odd.taxablePaise, odd.cgstPaise, odd.sgstPaise], [86, 8, 7])
    for (let paise = 1; paise <= 20000; paise += 7) {
      for (const intraState of [true, false]) {
        const split = splitTax(paise, { intraState, inclusive: true })
        assert.equal(sum(split), paise)
        assert.isAtMost(Math.abs(split.taxablePaise * 1.18 - paise), 1)
      }
    }
  })

  test('prices before GST: the tax is added', ({ assert }) => {
    assert.deepEqual(splitTax(100000, { intraState: false, inclusive: false }), {
      taxablePaise: 100000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18000,
      totalPaise: 118000,
    })
  })

  test('without a GSTIN there is no tax (a receipt)', ({ assert }) => {
    assert.deepEqual(splitTax(49900, { intraState: true, inclusive: true, taxed: false }), {
      taxablePaise: 49900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 49900,
    })
  })

  test("a partial refund's credit note is split like a payment of its amount", ({ assert }) => {
    const invoice = splitTax(119900, { intraState: false, inclusive: true })
    const part = creditSplit(invoice, 50000, { intraState: false, inclusive: true })
    assert.deepEqual(part, {
      taxablePaise: 42373,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 7627,
      totalPaise: 50000,
    })
    // all of it reverses the invoice exactly
    assert.deepEqual(creditSplit(invoice, 119900, { intraState: false, inclusive: true }), invoice)
  })
})

test.group('GST: numbers, years and words', () => {
  test('the financial year runs April to March, India time', ({ assert }) => {
    assert.equal(financialYear(DateTime.fromISO('2026-04-01T00:00:00+05:30')), '26-27')
    assert.equal(financialYear(DateTime.fromISO('2027-03-31T23:59:00+05:30')), '26-27')
    // 31 March 19:00 UTC is already 1 April in India
    assert.equal(financialYear(DateTime.fromISO('2027-03-31T19:00:00Z')), '27-28')
    assert.equal(financialYear(DateTime.fromISO('2026-01-15T10:00:00Z')), '25-26')
  })

  test('numbers follow GST rule 46: at most 16 letters, digits, - and /', ({ assert }) => {
    assert.equal(documentNumber('PS', '26-27', 123), 'PS/26-27/000123')
    assert.equal(documentNumber('PSX', '26-27', 999999).length, 16)
    assert.throws(() => documentNumber('PSXY', '26-27', 1))
  })

  test('a month is bounded in India time', ({ assert }) => {
    const { from, to } = monthBounds('2026-11')
    assert.equal(from.toISO(), '2026-10-31T18:30:00.000Z')
    assert.equal(to.toISO(), '2026-11-30T18:30:00.000Z')
  })

  test('the total in words, in rupees and paise (Indian numbering)', ({ assert }) => {
    assert.equal(amountInWords(118000), 'Rupees One Thousand One Hundred Eighty Only')
    assert.equal(
      amountInWords(119950),
      'Rupees One Thousand One Hundred Ninety Nine and Fifty Paise Only'
    )
    assert.equal(
      amountInWords(1234567801),
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and One Paise Only'
    )
    assert.equal(amountInWords(5), 'Rupees Zero and Five Paise Only')
  })
})

test.group('GST: prices before tax', () => {
  test('with GST_PRICES_INCLUSIVE=false the learner is charged the price plus 18%', async ({
    assert,
  }) => {
    const { chargedPrice } = await import('#core/services/gst_price')
    assert.equal(chargedPrice(100000, true), 100000)
    assert.equal(chargedPrice(100000, false), 118000)
    assert.equal(chargedPrice(49900, false), 58882)
    assert.equal(chargedPrice(0, false), 0)
    // what is charged splits back into the listed price and its tax
    assert.equal(
      splitTax(chargedPrice(49900, false), { intraState: true, inclusive: true }).taxablePaise,
      49900
    )
  })
})
