/** The reference page: Swagger UI's own stylesheet and bundle, started by reference.js (no inline script). */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pathshala API reference</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <noscript>
      This page needs JavaScript. The reference itself is the OpenAPI document at
      <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.
    </noscript>
    <main id="reference" aria-label="Pathshala API reference"></main>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/reference.js"></script>
  </body>
</html>
`
