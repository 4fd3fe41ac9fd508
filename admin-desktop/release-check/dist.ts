/*
| `npm run dist` (after electron-vite build) and the release workflow's build: the installers for
| this OS from the root electron-builder.yml, never published by electron-builder itself. The
| update feed the installed app reads (app-update.yml) names the GitHub repository given by
| PATHSHALA_RELEASE_REPO (owner/repo; the workflow passes its own) or, failing that, the
| `repository` of admin-desktop/package.json or of the root package.json; with none, the build
| has no feed and says so, since such an app can never update itself. PATHSHALA_RELEASE_VERSION
| (the workflow passes a tag's version) replaces the package's version.
| Run with Node 24 from admin-desktop/: node release-check/dist.ts
*/
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Configuration } from 'electron-builder'
import { ROOT_DIR } from './builder-config.ts'

export interface ReleaseRepository {
  owner: string
  repo: string
  /** Where it was read: the variable or the package file. */
  from: string
}

type PackageRepository = string | { url?: string } | undefined

const NAME = '[A-Za-z0-9_.-]+'
const FORMS = [
  new RegExp(`^(?:github:)?(${NAME})/(${NAME})$`),
  new RegExp(`^(?:git\\+)?(?:https?|ssh|git)://(?:[^@/]+@)?github\\.com[/:](${NAME})/(${NAME})/?$`),
  new RegExp(`^git@github\\.com:(${NAME})/(${NAME})$`),
]

/** owner/repo of a GitHub repository as package.json or a person writes it, or null. */
export function parseGitHubRepository(
  value: PackageRepository
): { owner: string; repo: string } | null {
  const text = (typeof value === 'string' ? value : value?.url)?.trim().replace(/\.git$/, '')
  if (!text) return null
  for (const form of FORMS) {
    const match = text.match(form)
    if (match) return { owner: match[1]!, repo: match[2]! }
  }
  return null
}

/**
 * The repository whose releases feed updates: PATHSHALA_RELEASE_REPO first (a malformed one is an
 * error, not a silent fallback), then each package file's `repository` in order.
 */
export function releaseRepository(
  env: Record<string, string | undefined>,
  packages: Array<{ file: string; repository: PackageRepository }>
): ReleaseRepository | null {
  const configured = env.PATHSHALA_RELEASE_REPO?.trim()
  if (configured) {
    const parsed = parseGitHubRepository(configured)
    if (!parsed) {
      throw new Error(`PATHSHALA_RELEASE_REPO="${configured}" is not a GitHub owner/repo`)
    }
    return { ...parsed, from: 'PATHSHALA_RELEASE_REPO' }
  }
  for (const { file, repository } of packages) {
    const parsed = parseGitHubRepository(repository)
    if (parsed) return { ...parsed, from: `"repository" in ${file}` }
  }
  return null
}

/** electron-builder.yml as this build uses it: the feed's repository (or none) and the version. */
export function distConfiguration(
  config: Configuration,
  repository: ReleaseRepository | null,
  version?: string
): Configuration {
  const publish = repository
    ? ({
        ...(config.publish as object),
        owner: repository.owner,
        repo: repository.repo,
      } as Configuration['publish'])
    : null
  return {
    ...config,
    publish,
    extraMetadata: { ...config.extraMetadata, ...(version ? { version } : {}) },
  }
}

/** What the build says about its update feed. */
export function feedNotice(repository: ReleaseRepository | null) {
  return repository
    ? `Update feed: the releases of github.com/${repository.owner}/${repository.repo} (from ${repository.from}); app-update.yml names it.`
    : 'No update feed: neither PATHSHALA_RELEASE_REPO (owner/repo) nor a "repository" in admin-desktop/package.json or package.json names a GitHub repository, so this build writes no app-update.yml and will not update itself.'
}

if (import.meta.main) {
  const { build } = await import('electron-builder')
  const { load } = await import('js-yaml')
  const appDir = join(ROOT_DIR, 'admin-desktop')
  const readPackage = (file: string) => ({
    file,
    repository: JSON.parse(readFileSync(join(ROOT_DIR, file), 'utf8')).repository,
  })
  const repository = releaseRepository(process.env, [
    readPackage('admin-desktop/package.json'),
    readPackage('package.json'),
  ])
  console.log(feedNotice(repository))
  const config = load(readFileSync(join(ROOT_DIR, 'electron-builder.yml'), 'utf8')) as Configuration
  await build({
    projectDir: appDir,
    publish: 'never',
    config: distConfiguration(
      config,
      repository,
      process.env.PATHSHALA_RELEASE_VERSION || undefined
    ),
  })
}
