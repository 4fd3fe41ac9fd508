/*
| Release workflow, first step of a release build: each OS's signing secrets must be there, or
| the build stops before anything is built (docs/releases.md). Windows signs with its own
| Authenticode certificate (WIN_CSC_*); macOS with a Developer ID Application certificate
| (CSC_* from MAC_CSC_*) and notarises with the Apple account; Linux AppImages are not signed.
| Run with Node 24: node admin-desktop/release-check/signing-secrets.ts "$RUNNER_OS"
*/

const REQUIRED: Record<string, string[]> = {
  Windows: ['WIN_CSC_LINK', 'WIN_CSC_KEY_PASSWORD'],
  macOS: [
    'CSC_LINK',
    'CSC_KEY_PASSWORD',
    'APPLE_ID',
    'APPLE_APP_SPECIFIC_PASSWORD',
    'APPLE_TEAM_ID',
  ],
  Linux: [],
}

/** The secrets a signed release on `runnerOs` (GitHub's RUNNER_OS) lacks in `env`. */
export function missingSigningSecrets(runnerOs: string, env: Record<string, string | undefined>) {
  const required = REQUIRED[runnerOs]
  if (!required) throw new Error(`Unknown runner OS ${runnerOs}`)
  return required.filter((name) => !env[name])
}

if (import.meta.main) {
  const runnerOs = process.argv[2] ?? ''
  const missing = missingSigningSecrets(runnerOs, process.env)
  if (missing.length > 0) {
    console.error(
      `A release for ${runnerOs} must be signed; missing: ${missing.join(', ')}. ` +
        'For an unsigned test build, start the workflow by hand with "unsigned".'
    )
    process.exit(1)
  }
  console.log(`${runnerOs}: signing secrets present`)
}
