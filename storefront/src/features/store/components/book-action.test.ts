import { describe, expect, it } from 'vitest'
import { chooseBookAction, ownsBook } from './book-action.ts'

const learner = { _id: 'user-1', materials: [] }
const paid = { _id: 'book-1', isFree: false, pricePaise: 49_900, studentsPurchase: [] }
const free = { _id: 'book-2', isFree: true, pricePaise: 0, studentsPurchase: [] }

describe('chooseBookAction', () => {
  it('offers Access on an item the learner bought (studentsPurchase)', () => {
    const bought = { ...paid, studentsPurchase: [{ _id: 'user-1' }] }
    expect(chooseBookAction(bought, learner)).toEqual({
      kind: 'access',
      label: 'Access',
      needsSignIn: false,
    })
  })

  it("offers Access when the learner's library holds it, even if the list is older", () => {
    const withMaterial = { ...learner, materials: [{ _id: 'book-1' }] }
    expect(chooseBookAction(paid, withMaterial as never).kind).toBe('access')
  })

  it('offers Buy Now on a paid item and Get Free on a free one', () => {
    expect(chooseBookAction(paid, learner)).toEqual({
      kind: 'buy',
      label: 'Buy Now',
      needsSignIn: false,
    })
    expect(chooseBookAction(free, learner)).toEqual({
      kind: 'get-free',
      label: 'Get Free',
      needsSignIn: false,
    })
  })

  it('treats a zero price as free even without the flag', () => {
    expect(chooseBookAction({ ...paid, pricePaise: 0 }, learner).kind).toBe('get-free')
  })

  it('asks a visitor to sign in for either', () => {
    expect(chooseBookAction(paid, null)).toEqual({
      kind: 'buy',
      label: 'Buy Now',
      needsSignIn: true,
    })
    expect(chooseBookAction(free, undefined)).toEqual({
      kind: 'get-free',
      label: 'Get Free',
      needsSignIn: true,
    })
  })

  it("does not count another learner's purchase", () => {
    const boughtBySomeoneElse = { ...paid, studentsPurchase: [{ _id: 'user-2' }] }
    expect(ownsBook(boughtBySomeoneElse, learner)).toBe(false)
    expect(chooseBookAction(boughtBySomeoneElse, learner).kind).toBe('buy')
  })
})
