import type { CreationStep } from '../api/builder-types.ts'

/** The wizard's steps on screen: 0 details, 1 content, 2 publish (docs/screens/admin.md#course-builder). */
export type WizardStep = 0 | 1 | 2

export const FIRST_STEP: WizardStep = 0
export const LAST_STEP: WizardStep = 2

/** Any number as a step, held within 0..2 (a fraction drops to the step below). */
export function clampStep(step: number): WizardStep {
  if (!Number.isFinite(step)) return FIRST_STEP
  return Math.min(LAST_STEP, Math.max(FIRST_STEP, Math.floor(step))) as WizardStep
}

export const nextStep = (step: WizardStep): WizardStep => clampStep(step + 1)
export const previousStep = (step: WizardStep): WizardStep => clampStep(step - 1)

/** The progress bar's fill: a third per step, (step + 1) * 33.33 percent. */
export function progressPercent(step: WizardStep): number {
  return (step + 1) * 33.33
}

/** Where a server draft resumes (1 details, 2 content, 3 publish) as a wizard step. */
export function stepFromCreationStep(creationStep: CreationStep | null | undefined): WizardStep {
  return clampStep((creationStep ?? 1) - 1)
}

export const STEP_TITLES: Record<WizardStep, string> = {
  0: 'Course Details',
  1: 'Create Course Content',
  2: 'Publish',
}
