import { describe, expect, test } from 'vitest'
import {
  clampStep,
  nextStep,
  previousStep,
  progressPercent,
  stepFromCreationStep,
} from './wizard-step.ts'

describe('wizard step', () => {
  test('next stops at the last step, previous at the first', () => {
    expect(nextStep(0)).toBe(1)
    expect(nextStep(1)).toBe(2)
    expect(nextStep(2)).toBe(2)
    expect(previousStep(2)).toBe(1)
    expect(previousStep(0)).toBe(0)
  })

  test('a step set directly is held within 0..2', () => {
    expect(clampStep(-3)).toBe(0)
    expect(clampStep(7)).toBe(2)
    expect(clampStep(1.6)).toBe(1)
    expect(clampStep(Number.NaN)).toBe(0)
  })

  test('the progress bar fills a third per step', () => {
    expect(progressPercent(0)).toBeCloseTo(33.33)
    expect(progressPercent(1)).toBeCloseTo(66.66)
    expect(progressPercent(2)).toBeCloseTo(99.99)
  })

  test("a server draft's creation step (1-3) opens the matching wizard step", () => {
    expect(stepFromCreationStep(1)).toBe(0)
    expect(stepFromCreationStep(2)).toBe(1)
    expect(stepFromCreationStep(3)).toBe(2)
    expect(stepFromCreationStep(null)).toBe(0)
  })
})
