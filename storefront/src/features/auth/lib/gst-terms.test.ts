import { describe, expect, it } from 'vitest'
import { gstNote, gstTermsOf, payableWithGst } from './gst-terms.ts'

describe('GST terms from the public configuration', () => {
  it('prices include GST by default, and until the configuration has answered', () => {
    for (const config of [undefined, {}, { pricesIncludeGst: true, gstRatePercent: 18 }]) {
      const terms = gstTermsOf(config)
      expect(terms.exclusive).toBe(false)
      expect(gstNote(terms)).toBeNull()
      expect(payableWithGst(100_000, terms)).toBe(100_000)
    }
  })

  it('prices before GST: the note, and the total rounded to the paisa as checkout rounds it', () => {
    const terms = gstTermsOf({ pricesIncludeGst: false, gstRatePercent: 18 })
    expect(gstNote(terms)).toBe('+ 18% GST')
    expect(payableWithGst(100_000, terms)).toBe(118_000)
    // the API's chargedPrice: 49,900 + 8,982 = 58,882
    expect(payableWithGst(49_900, terms)).toBe(58_882)
    expect(payableWithGst(299_900, terms)).toBe(353_882)
    expect(payableWithGst(0, terms)).toBe(0)
  })
})
