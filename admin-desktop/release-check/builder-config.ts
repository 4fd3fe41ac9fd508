import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import type { AppNames, FuseSettings } from './packaged-app.ts'

/** The parts of the root electron-builder.yml the release checks read. */
export interface BuilderConfig extends AppNames {
  electronFuses: FuseSettings
  artifactName: string
  nsis?: { artifactName?: string }
  dmg?: { artifactName?: string }
  appImage?: { artifactName?: string }
}

export const ROOT_DIR = join(import.meta.dirname, '../..')
export const DIST_DIR = join(ROOT_DIR, 'admin-desktop/dist')

export function readBuilderConfig(file = join(ROOT_DIR, 'electron-builder.yml')): BuilderConfig {
  return load(readFileSync(file, 'utf8')) as BuilderConfig
}

export function currentPlatform() {
  const platform = process.platform
  if (platform !== 'win32' && platform !== 'darwin' && platform !== 'linux') {
    throw new Error(`No desktop build for ${platform}`)
  }
  return platform
}
