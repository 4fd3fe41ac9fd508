import { test } from '@japa/runner'
import {
  accessOf,
  collectReferenceRoutes,
  isDescribedRoute,
  methodDocComment,
  type RouterRoute,
} from '../../../app/http/api_reference/collect_reference_routes.js'
import { openApiDocument, openApiPath } from '../../../app/http/api_reference/openapi_document.js'
import type { ReferenceRoute } from '../../../app/http/api_reference/reference_route.js'

const INFO = { title: 'Pathshala API', version: '1.2.3', sessionCookie: 'pathshala-session' }

/** Every named route answers a plain object with 200. */
const answered = (...names: string[]) => ({
  answers: new Map(names.map((name) => [name, [{ status: 200, schema: { type: 'object' } }]])),
  components: {},
})

const withMiddleware = (...named: object[]) => ({ all: () => new Set(named) })

function route(overrides: Partial<ReferenceRoute> = {}): ReferenceRoute {
  return {
    name: 'courses.index',
    pattern: '/api/v1/courses/getAllCourses',
    methods: ['POST'],
    access: 'public',
    guards: [],
    ...overrides,
  }
}

test.group('API reference: the document', () => {
  test('router patterns become OpenAPI paths', ({ assert }) => {
    assert.equal(
      openApiPath('/api/v1/store/books/:id/analytics'),
      '/api/v1/store/books/{id}/analytics'
    )
    assert.equal(openApiPath('/api/v1/media/image/*'), '/api/v1/media/image/{path}')
    assert.equal(openApiPath('/api/v1/things/:id?'), '/api/v1/things/{id}')
  })

  test('a POST takes its validator as a JSON body; a GET as query parameters, path ones apart', ({
    assert,
  }) => {
    const input = {
      type: 'object',
      properties: { id: { type: 'string' }, days: { type: 'integer' } },
      required: ['id'],
    }
    const document = openApiDocument(
      [
        route({ input }),
        route({
          name: 'store.books.analytics',
          pattern: '/api/v1/store/books/:id/analytics',
          methods: ['GET'],
          input,
        }),
      ],
      INFO,
      answered('courses.index', 'store.books.analytics')
    )
    const post = document.paths['/api/v1/courses/getAllCourses'].post as any
    assert.deepEqual(post.requestBody.content['application/json'].schema, input)
    assert.notProperty(post, 'parameters')

    const get = document.paths['/api/v1/store/books/{id}/analytics'].get as any
    assert.notProperty(get, 'requestBody')
    assert.deepEqual(
      get.parameters.map((parameter: any) => [parameter.name, parameter.in, parameter.required]),
      [
        ['id', 'path', true],
        ['days', 'query', false],
      ]
    )
    assert.property(get.responses, '422')
  })

  test('who may call a route decides its security and its refusals', ({ assert }) => {
    const document = openApiDocument(
      [
        route({ name: 'a', pattern: '/api/v1/a', access: 'public' }),
        route({ name: 'b', pattern: '/api/v1/b', access: 'signed-in', guards: ['web', 'api'] }),
        route({ name: 'c', pattern: '/api/v1/c', access: 'admin', guards: ['web', 'api'] }),
      ],
      INFO,
      answered('a', 'b', 'c')
    )
    const [a, b, c] = ['a', 'b', 'c'].map((name) => document.paths[`/api/v1/${name}`].post as any)
    assert.deepEqual(a.security, [])
    assert.notProperty(a.responses, '401')
    assert.deepEqual(b.security, [{ session: [] }, { accessToken: [] }])
    assert.properties(b.responses, ['401'])
    assert.notProperty(b.responses, '403')
    assert.properties(c.responses, ['401', '403'])
    assert.match(c.description, /Admin/)
    assert.deepEqual(document.components.securitySchemes.session, {
      type: 'apiKey',
      in: 'cookie',
      name: 'pathshala-session',
    })
  })

  test('a route with two methods has an operation for each, with distinct ids', ({ assert }) => {
    const document = openApiDocument(
      [route({ name: 'categories.index', methods: ['GET', 'POST'] })],
      INFO,
      answered('categories.index')
    )
    const operations = document.paths['/api/v1/courses/getAllCourses']
    assert.deepEqual(Object.keys(operations), ['get', 'post'])
    assert.deepEqual(
      Object.values(operations).map((operation: any) => operation.operationId),
      ['categories.index.get', 'categories.index.post']
    )
  })
})

test.group('API reference: reading the routes', () => {
  test('only the public API is described', ({ assert }) => {
    assert.isTrue(isDescribedRoute({ name: 'health.show', pattern: '/api/v1/health' }))
    assert.isFalse(isDescribedRoute({ name: 'web_app.api_not_found', pattern: '/api/*' }))
    assert.isFalse(
      isDescribedRoute({
        name: 'api.create_order',
        pattern: '/api/v1/razorpay-simulator/v1/orders',
      })
    )
    assert.isFalse(isDescribedRoute({ name: 'web_app.admin', pattern: '/admin/*' }))
    assert.isFalse(isDescribedRoute({ pattern: '/api/v1/unnamed' }))
  })

  test('access comes from the named middleware', ({ assert }) => {
    const of = (...named: object[]) =>
      accessOf({ middleware: withMiddleware(...named) } as RouterRoute)
    assert.deepEqual(of(), { access: 'public', guards: [] })
    assert.deepEqual(of({ name: 'currentUser' }), { access: 'optional-sign-in', guards: [] })
    // a bearer token is taken wherever the auth middleware stands (auth_middleware.ts)
    assert.deepEqual(of({ name: 'auth', args: {} }), {
      access: 'signed-in',
      guards: ['web', 'api'],
    })
    assert.deepEqual(of({ name: 'auth', args: { guards: ['web', 'api'] } }, { name: 'admin' }), {
      access: 'admin',
      guards: ['web', 'api'],
    })
  })

  test("a controller method's doc comment, without the path it repeats", ({ assert }) => {
    const source = [
      'export default class X {',
      '  /** GET|POST /courses/showAllCategories: public; `data` is the list. */',
      '  async index() {}',
      '',
      '  /**',
      '   * POST /courses/createCategory (admin)',
      '   */',
      '  async store() {}',
      '',
      '  /** The old client reads `data.amount`. */',
      '  async capture() {}',
      '',
      '  async bare() {}',
      '}',
    ].join('\n')
    assert.equal(methodDocComment(source, 'index'), 'public; `data` is the list.')
    assert.isUndefined(methodDocComment(source, 'store'))
    assert.equal(methodDocComment(source, 'capture'), 'The old client reads `data.amount`.')
    assert.isUndefined(methodDocComment(source, 'bare'))
  })

  test('joins the router, the scanned validators and the comments, in router order', async ({
    assert,
  }) => {
    const schema = { type: 'object', properties: { email: { type: 'string' } } }
    const routes = await collectReferenceRoutes(
      [
        {
          name: 'sessions.store',
          pattern: '/api/v1/auth/login',
          methods: ['POST'],
          middleware: withMiddleware(),
        },
        {
          name: 'health.show',
          pattern: '/api/v1/health',
          methods: ['GET', 'HEAD'],
          middleware: withMiddleware(),
        },
      ],
      [
        {
          name: 'sessions.store',
          pattern: '/api/v1/auth/login',
          validators: [
            {
              name: 'credentialsValidator',
              import: {
                type: 'named',
                specifier: '#accounts/validators/auth',
                value: 'credentialsValidator',
              },
            },
          ],
          controller: { path: '/app/sessions_controller.ts', method: 'store' },
        },
      ],
      {
        importModule: async (specifier) => {
          assert.equal(specifier, '#accounts/validators/auth')
          return { credentialsValidator: { toJSONSchema: () => schema } }
        },
        readSource: async () => '/** Signs in with email and password. */\n  async store() {}',
      }
    )
    assert.deepEqual(routes, [
      {
        name: 'sessions.store',
        pattern: '/api/v1/auth/login',
        methods: ['POST'],
        access: 'public',
        guards: [],
        // every string is documented as refusing NUL (the input sanity middleware refuses it)
        input: { ...schema, properties: { email: { type: 'string', pattern: '^[^\\u0000]*$' } } },
        description: 'Signs in with email and password.',
      },
      {
        name: 'health.show',
        pattern: '/api/v1/health',
        methods: ['GET'],
        access: 'public',
        guards: [],
        input: undefined,
        description: undefined,
      },
    ])
  })

  test('each answer is documented with the status and schema its type carries', ({ assert }) => {
    const data = { type: 'object', properties: { _id: { type: 'string' } } }
    const document = openApiDocument(
      [
        route({ name: 'categories.store', pattern: '/api/v1/courses/createCategory' }),
        route({ name: 'transactions.export', pattern: '/api/v1/admin/transactions/export' }),
      ],
      INFO,
      {
        answers: new Map([['categories.store', [{ status: 201, schema: data }]]]),
        components: { Named: data },
      }
    )
    const created = (document.paths['/api/v1/courses/createCategory'].post as any).responses
    assert.notProperty(created, '200')
    assert.deepEqual(created['201'].content['application/json'].schema, data)
    const csv = (document.paths['/api/v1/admin/transactions/export'].post as any).responses
    assert.properties(csv['200'].content, ['text/csv'])
    assert.deepEqual((document.components.schemas as Record<string, unknown>).Named, data)
  })

  test('a route whose answer nothing tells is refused, not documented as anything', ({
    assert,
  }) => {
    assert.throws(
      () => openApiDocument([route({ name: 'mystery.show' })], INFO, answered()),
      /mystery\.show: its answer is unknown/
    )
  })
})
