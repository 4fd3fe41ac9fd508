import { test } from '@japa/runner'
import ts from 'typescript'
import { registryAnswerTypes } from '../../../app/http/api_reference/answer_types.js'
import { createSchemaWriter } from '../../../app/http/api_reference/type_to_schema.js'

const APP_ROOT = '/app'

/** The schema of `Answer` in a one-file program, and the named shapes it met. */
function schemaOf(source: string) {
  const fileName = `${APP_ROOT}/answers.ts`
  const options = { strict: true, target: ts.ScriptTarget.ES2022, noLib: false }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (name, language) =>
    name === fileName ? ts.createSourceFile(name, source, language) : getSourceFile(name, language)
  const program = ts.createProgram([fileName], options, host)
  const checker = program.getTypeChecker()
  const file = program.getSourceFile(fileName)!
  const symbol = checker
    .getExportsOfModule(checker.getSymbolAtLocation(file)!)
    .find((exported) => exported.name === 'Answer')!
  const writer = createSchemaWriter(ts, checker, APP_ROOT)
  const named = writer.schemaOf([checker.getDeclaredTypeOfSymbol(symbol)], 'Answer')
  // `Answer` is declared in the app, so it is itself a component
  const { Answer: schema, ...components } = writer.components
  return { named, schema, components }
}

test.group('API reference: answers from their types', () => {
  test('describes what JSON.stringify sends, exactly', ({ assert }) => {
    const { named, schema } = schemaOf(`
      class Moment { toJSON(): string { return '' } }
      export type Answer = {
        success: true
        message: string
        createdAt: Moment
        status: 'draft' | 'published'
        step: 1 | 2 | null
        image: string | null
        note?: string
        legacy: string | undefined
        tags: string[]
        pair: [number, boolean]
        byDay: Record<string, number>
        refresh: () => void
      }
    `)
    assert.deepEqual(named, { $ref: '#/components/schemas/Answer' })
    assert.deepEqual(schema, {
      type: 'object',
      properties: {
        success: { const: true },
        message: { type: 'string' },
        createdAt: { type: 'string' },
        status: { enum: ['draft', 'published'] },
        step: { enum: [1, 2, null] },
        image: { type: ['string', 'null'] },
        note: { type: 'string' },
        legacy: { type: 'string' },
        tags: { type: 'array', items: { type: 'string' } },
        pair: {
          type: 'array',
          prefixItems: [{ type: 'number' }, { type: 'boolean' }],
          minItems: 2,
          maxItems: 2,
        },
        byDay: { type: 'object', properties: {}, additionalProperties: { type: 'number' } },
      },
      required: [
        'success',
        'message',
        'createdAt',
        'status',
        'step',
        'image',
        'tags',
        'pair',
        'byDay',
      ],
      additionalProperties: false,
    })
  })

  test("the app's named shapes become components, referred to once each", ({ assert }) => {
    const { schema, components } = schemaOf(`
      export interface Category { _id: string; parent: Category | null }
      export type Answer = { data: Category[]; first: Category }
    `)
    const reference = { $ref: '#/components/schemas/Category' }
    assert.deepEqual(schema.properties, {
      data: { type: 'array', items: reference },
      first: reference,
    })
    const category = components.Category as any
    assert.deepEqual(category.properties._id, { type: 'string' })
    assert.sameDeepMembers(category.properties.parent.anyOf, [reference, { type: 'null' }])
    assert.deepEqual(category.required, ['_id', 'parent'])
    assert.isFalse(category.additionalProperties)
  })

  test('reads each route’s answer type as the registry writes it', ({ assert }) => {
    const registry = [
      'export interface Registry {',
      "  'health.show': {",
      '    types: {',
      "      response: ExtractResponse<Awaited<ReturnType<import('#a').default['show']>>>",
      '    }',
      '  }',
      "  'store.index': {",
      '    types: {',
      "      response: ExtractResponse<Awaited<ReturnType<import('#b').default['index']>>>",
      '    }',
      '  }',
      '}',
    ].join('\n')
    assert.deepEqual(Object.fromEntries(registryAnswerTypes(registry)), {
      'health.show': "Awaited<ReturnType<import('#a').default['show']>>",
      'store.index': "Awaited<ReturnType<import('#b').default['index']>>",
    })
  })
})
