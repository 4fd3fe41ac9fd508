import { defineConfig } from '@adonisjs/core/bodyparser'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    limit: '1mb',
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  multipart: {
    autoProcess: true,
    convertEmptyStringsToNull: true,
    // local media uploads (PDFs up to 200 MB) are streamed to disk by
    // LocalUploadService, with their own size limits, never buffered here
    processManually: ['/api/v1/media/upload/:resourceType'],
    limit: '20mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
