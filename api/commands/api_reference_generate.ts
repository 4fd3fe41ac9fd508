import { readFile, writeFile } from 'node:fs/promises'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace api-reference:generate`: writes the OpenAPI document served at
 * /api/v1/openapi.json from the routes, their validators and the
 * controllers' doc comments. `--check` only says whether the kept file is
 * stale (the test suite checks the same). Needs the dev dependencies.
 */
export default class ApiReferenceGenerate extends BaseCommand {
  static commandName = 'api-reference:generate'
  static description = 'Generate the OpenAPI document (app/http/api_reference/openapi.json)'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Fail when the kept document is stale instead of writing it' })
  declare check: boolean

  async run() {
    const { API_REFERENCE_FILE, generateApiReference, serializeApiReference } =
      await import('#http/api_reference/generate_api_reference')
    const router = await this.app.container.make('router')
    router.commit()
    const text = serializeApiReference(await generateApiReference(this.app, router))
    const kept = await readFile(API_REFERENCE_FILE, 'utf8').catch(() => '')
    if (this.check) {
      if (kept === text) return this.logger.success('The OpenAPI document is up to date')
      this.logger.error('The OpenAPI document is stale: run node ace api-reference:generate')
      this.exitCode = 1
      return
    }
    if (kept !== text) await writeFile(API_REFERENCE_FILE, text)
    this.logger.success(`OpenAPI document ${kept === text ? 'unchanged' : 'written'}`)
  }
}
