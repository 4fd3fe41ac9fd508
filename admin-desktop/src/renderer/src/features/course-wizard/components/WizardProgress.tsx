import { Intent, ProgressBar } from '@blueprintjs/core'
import { progressPercent, STEP_TITLES, type WizardStep } from '../lib/wizard-step.ts'

/** The bar over the wizard: a third per step, with the step named beside it. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const percent = progressPercent(step)
  return (
    <div className="course-wizard__progress">
      <p className="course-wizard__step-label" aria-live="polite">
        Step {step + 1} of 3: {STEP_TITLES[step]}
      </p>
      <ProgressBar
        value={percent / 100}
        intent={Intent.PRIMARY}
        stripes={false}
        animate={false}
        aria-label={`Course progress ${Math.round(percent)}%`}
      />
      <ol className="course-wizard__steps">
        {([0, 1, 2] as const).map((index) => (
          <li
            key={index}
            aria-current={index === step ? 'step' : undefined}
            className={index <= step ? 'is-reached' : undefined}
          >
            {STEP_TITLES[index]}
          </li>
        ))}
      </ol>
    </div>
  )
}
