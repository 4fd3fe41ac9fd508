/*
| Before a release is published: every file an update feed (latest.yml, latest-mac.yml,
| latest-linux.yml) names is in the release folder under exactly that name, with the sha512 the
| feed states, and under a name GitHub keeps as it is. electron-updater downloads `url`/`path`
| from the release and checks the sha512; a feed naming a file the release does not hold makes
| every installed app's update a 404.
| Run with Node 24: node admin-desktop/release-check/update-feeds.ts <release folder>
*/
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { load } from 'js-yaml'
import type { DesktopPlatform } from './packaged-app.ts'

/** The update file electron-builder writes for each platform's build. */
export const UPDATE_FILES: Record<DesktopPlatform, string> = {
  win32: 'latest.yml',
  darwin: 'latest-mac.yml',
  linux: 'latest-linux.yml',
}

/**
 * The characters an asset name keeps when uploaded to a GitHub release; others (a space among
 * them) are replaced, so the feed would name a file the release does not have.
 */
const RELEASE_ASSET_NAME = /^[A-Za-z0-9._-]+$/

interface FeedFile {
  url?: unknown
  sha512?: unknown
}
interface Feed {
  files?: FeedFile[]
  path?: unknown
  sha512?: unknown
}

async function sha512Of(file: string) {
  const hash = createHash('sha512')
  await pipeline(createReadStream(file), hash)
  return hash.digest('base64')
}

/** What is wrong with the update feeds in `folder`; empty when every name and checksum holds. */
export async function updateFeedProblems(folder: string): Promise<string[]> {
  const feeds = readdirSync(folder).filter((name) => /^latest(-[a-z]+)?\.yml$/.test(name))
  if (feeds.length === 0) return [`no update feed (latest*.yml) in ${folder}`]
  const problems: string[] = []
  for (const feedName of feeds.sort()) {
    let feed: Feed
    try {
      feed = (load(readFileSync(join(folder, feedName), 'utf8')) ?? {}) as Feed
    } catch (error) {
      problems.push(`${feedName}: not YAML (${(error as Error).message.split('\n')[0]})`)
      continue
    }
    const named: Array<{ key: string; name: unknown; sha512: unknown }> = [
      ...(feed.files ?? []).map((entry, index) => ({
        key: `files[${index}].url`,
        name: entry.url,
        sha512: entry.sha512,
      })),
      { key: 'path', name: feed.path, sha512: feed.sha512 },
    ]
    if ((feed.files ?? []).length === 0) problems.push(`${feedName}: names no files`)
    for (const { key, name, sha512 } of named) {
      if (typeof name !== 'string' || name === '') {
        problems.push(`${feedName}: ${key} is missing`)
        continue
      }
      if (!RELEASE_ASSET_NAME.test(name)) {
        problems.push(
          `${feedName}: ${key} "${name}" is not a name GitHub keeps (letters, digits, ".", "-", "_")`
        )
        continue
      }
      const file = join(folder, name)
      if (!existsSync(file)) {
        problems.push(`${feedName}: ${key} "${name}" is not in the release`)
        continue
      }
      if (typeof sha512 !== 'string' || sha512 !== (await sha512Of(file))) {
        problems.push(`${feedName}: ${key} "${name}" does not have the sha512 the feed states`)
      }
    }
  }
  return problems
}

if (import.meta.main) {
  const folder = process.argv[2]
  if (!folder) throw new Error('Usage: update-feeds.ts <release folder>')
  const problems = await updateFeedProblems(folder)
  if (problems.length > 0) {
    console.error(`The update feeds do not match the release:\n- ${problems.join('\n- ')}`)
    process.exit(1)
  }
  console.log(`Every file the update feeds in ${folder} name is there, with its sha512`)
}
