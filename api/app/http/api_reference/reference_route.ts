/** A JSON Schema as VineJS writes it (draft 7, which OpenAPI 3.1 reads as is). */
export type JsonSchema = { [key: string]: unknown }

/** Who may call a route, read from its middleware. */
export type RouteAccess = 'public' | 'optional-sign-in' | 'signed-in' | 'admin'

/**
 * One API route as the reference describes it: what the router knows (path,
 * methods, middleware), what the controller validates, and the controller
 * method's own doc comment.
 */
export type ReferenceRoute = {
  name: string
  pattern: string
  methods: string[]
  access: RouteAccess
  /** Signed in through which guards: the browser's session (`web`), a desktop token (`api`). */
  guards: string[]
  /** The validator's JSON Schema, when the controller validates its input. */
  input?: JsonSchema
  /**
   * A listing that answers whatever the old client sends: every field may be left out and
   * unknown ones are ignored (the validator's schema carries `x-lenient: true` and says in its
   * description whether a bad value is still refused; see lenientListing).
   */
  lenientInput?: boolean
  /** The controller method's doc comment, as plain text. */
  description?: string
}
