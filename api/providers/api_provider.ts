import { HttpContext } from '@adonisjs/core/http'
import { BaseSerializer } from '@adonisjs/core/transformers'

/**
 * Answers follow docs/api-contract.md#answer-envelope: `{ success, message, ...payload }` with the
 * payload keys at the top level, so the serializer does not wrap. Controllers
 * spread `await serialize({ user: UserTransformer.transform(user) })` into
 * the envelope.
 */
class ApiSerializer extends BaseSerializer<{ Wrap: undefined }> {
  wrap: undefined = undefined

  definePaginationMetaData(metaData: unknown) {
    return metaData
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    serialize: ApiSerializer['serialize']
  }
}

const serializer = new ApiSerializer()

HttpContext.instanceProperty('serialize', function (this: HttpContext, values: any): any {
  return serializer.serialize(values, this.containerResolver)
})
