/*
| Release workflow, after the launch test: what was built is what we mean to ship. The fuses read
| back from the program as electron-builder.yml configures them, and app-update.yml inside the
| app names the feed (the GitHub repository of the run) the installed app updates from.
| Signatures are checked by the workflow itself with the OS's tools (codesign, spctl, stapler,
| Get-AuthenticodeSignature). Run with Node 24: node admin-desktop/release-check/check-artifacts.ts
*/
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { getCurrentFuseWire } from '@electron/fuses'
import { load } from 'js-yaml'
import { currentPlatform, DIST_DIR, readBuilderConfig } from './builder-config.ts'
import { fuseMismatches, fuseTarget, packagedExecutable } from './packaged-app.ts'

const platform = currentPlatform()
const config = readBuilderConfig()
const executable = packagedExecutable(platform, DIST_DIR, config)
const problems: string[] = []

const wire = (await getCurrentFuseWire(fuseTarget(platform, executable))) as unknown as Record<
  number,
  number
>
problems.push(...fuseMismatches(config.electronFuses, wire))

const resources =
  platform === 'darwin'
    ? join(dirname(executable), '../Resources')
    : join(dirname(executable), 'resources')
const feedFile = join(resources, 'app-update.yml')
if (!existsSync(feedFile)) {
  problems.push(`no app-update.yml in ${resources}`)
} else {
  const feed = load(readFileSync(feedFile, 'utf8')) as Record<string, string>
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '/').split('/')
  if (feed.provider !== 'github' || feed.owner !== owner || feed.repo !== repo) {
    problems.push(`app-update.yml names ${JSON.stringify(feed)}, not github ${owner}/${repo}`)
  }
}

const updateFile = { win32: 'latest.yml', darwin: 'latest-mac.yml', linux: 'latest-linux.yml' }[
  platform
]
if (!readdirSync(DIST_DIR).includes(updateFile)) problems.push(`no ${updateFile} in ${DIST_DIR}`)

if (problems.length > 0) {
  console.error(`The ${platform} build is not what we ship:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(`The ${platform} build: fuses as configured, update feed ${feedFile}, ${updateFile}`)
