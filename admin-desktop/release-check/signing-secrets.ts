/*
| Release workflow, first step of a release build: each OS's signing secrets must be there, or
| the build stops before anything is built (docs/releases.md). Windows signs with its own
| Authenticode certificate (WIN_CSC_*); macOS with a Developer ID Application certificate
| (MAC_CSC_*) and notarises with the Apple account; Linux AppImages are not signed. The workflow
| hands this step only whether each secret is set ("true" or "false"), never a secret itself:
| secrets reach the build step alone.
| Run with Node 24: node admin-desktop/release-check/signing-secrets.ts "$RUNNER_OS"
*/

const REQUIRED: Record<string, string[]> = {
  Windows: ['WIN_CSC_LINK', 'WIN_CSC_KEY_PASSWORD'],
  macOS: [
    'MAC_CSC_LINK',
    'MAC_CSC_KEY_PASSWORD',
    'APPLE_ID',
    'APPLE_APP_SPECIFIC_PASSWORD',
    'APPLE_TEAM_ID',
  ],
  Linux: [],
}

/** Every secret a signed release on any OS needs: what the workflow says is set or not. */
export const SIGNING_SECRETS = [...new Set(Object.values(REQUIRED).flat())].sort()

/**
 * The secrets a signed release on `runnerOs` (GitHub's RUNNER_OS) lacks, from `present`: the
 * workflow's `secrets.NAME != ''` for each, so "true" means set.
 */
export function missingSigningSecrets(
  runnerOs: string,
  present: Record<string, string | undefined>
) {
  const required = REQUIRED[runnerOs]
  if (!required) throw new Error(`Unknown runner OS ${runnerOs}`)
  return required.filter((name) => present[name] !== 'true')
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
