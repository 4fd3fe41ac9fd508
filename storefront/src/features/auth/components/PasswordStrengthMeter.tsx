import { Intent, ProgressBar } from '@blueprintjs/core'
import { passwordStrength, type PasswordStrengthLabel } from '@pathshala/shared'

const RULE_COUNT = 6

const INTENTS: Record<PasswordStrengthLabel, Intent> = {
  Weak: Intent.DANGER,
  Medium: Intent.WARNING,
  Strong: Intent.SUCCESS,
}

/** How many of the six new-password rules are met, as a bar and Weak / Medium / Strong. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password)
  const empty = password === ''
  return (
    <div className="strength-meter" data-strength={empty ? 'none' : label}>
      <ProgressBar
        value={empty ? 0 : score / RULE_COUNT}
        intent={empty ? Intent.NONE : INTENTS[label]}
        animate={false}
        stripes={false}
        aria-label="Password strength"
        aria-valuetext={empty ? 'No password yet' : label}
      />
      <span className="strength-meter-label" aria-live="polite">
        Password strength: <strong>{empty ? '-' : label}</strong>
      </span>
    </div>
  )
}
