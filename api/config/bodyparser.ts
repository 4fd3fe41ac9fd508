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
    // The body parser never reads a multipart body, so it never writes one
    // to the temp folder. The routes listed in processManually read theirs
    // as it streams (LocalUploadService: local media uploads, checked before
    // a byte is stored); every other route refuses multipart/form-data with
    // a 415 without reading it (multipart_guard_middleware).
    autoProcess: false,
    processManually: ['/api/v1/media/upload/:resourceType'],
    convertEmptyStringsToNull: true,
    limit: '20mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
