/*
| Release workflow, after the launch test: what was built is what we mean to ship. In every
| program packed on this runner (both architectures on macOS) the fuses read back as
| electron-builder.yml configures them and app-update.yml names the feed (the GitHub repository
| of the run) the installed app updates from; the update file names artifacts that exist, with
| their checksums (update-feeds.ts). Signatures are checked by the workflow itself with the OS's
| tools (codesign, spctl, stapler, Get-AuthenticodeSignature).
| Run with Node 24: node admin-desktop/release-check/check-artifacts.ts
*/
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { getCurrentFuseWire } from '@electron/fuses'
import { load } from 'js-yaml'
import { currentPlatform, DIST_DIR, readBuilderConfig } from './builder-config.ts'
import { fuseMismatches, fuseTarget, packagedExecutables } from './packaged-app.ts'
import { updateFeedProblems, UPDATE_FILES } from './update-feeds.ts'

const platform = currentPlatform()
const config = readBuilderConfig()
const problems: string[] = []
const checked: string[] = []

for (const executable of packagedExecutables(platform, DIST_DIR, config)) {
  const wire = (await getCurrentFuseWire(fuseTarget(platform, executable))) as unknown as Record<
    number,
    number
  >
  problems.push(...fuseMismatches(config.electronFuses, wire).map((p) => `${executable}: ${p}`))

  const resources =
    platform === 'darwin'
      ? join(dirname(executable), '..', 'Resources')
      : join(dirname(executable), 'resources')
  const feedFile = join(resources, 'app-update.yml')
  if (!existsSync(feedFile)) {
    problems.push(`no app-update.yml in ${resources}`)
  } else {
    const feed = load(readFileSync(feedFile, 'utf8')) as Record<string, string>
    const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '/').split('/')
    if (feed.provider !== 'github' || feed.owner !== owner || feed.repo !== repo) {
      problems.push(`${feedFile} names ${JSON.stringify(feed)}, not github ${owner}/${repo}`)
    }
  }
  checked.push(executable)
}

const updateFile = UPDATE_FILES[platform]
if (!existsSync(join(DIST_DIR, updateFile))) problems.push(`no ${updateFile} in ${DIST_DIR}`)
problems.push(...(await updateFeedProblems(DIST_DIR)))

if (problems.length > 0) {
  console.error(`The ${platform} build is not what we ship:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `The ${platform} build: fuses as configured and the update feed named in ${checked.join(', ')}; ${updateFile} names its files`
)
