/* global window */
// Starts Swagger UI on the page /api/docs serves, with the API's own document.
window.SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  docExpansion: 'none',
  tryItOutEnabled: false,
})
