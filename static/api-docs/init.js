// Starts Swagger UI on /api/docs (a file, not an inline script, so the site's CSP holds).
window.addEventListener('DOMContentLoaded', function () {
  window.SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });
});
