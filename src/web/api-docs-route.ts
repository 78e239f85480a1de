import { createRequire } from 'node:module';
import path from 'node:path';
import type { Response } from 'express';
import { Router } from 'express';

/** The self-hosted Swagger UI files the page loads (nothing from a CDN). */
const SWAGGER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SpecFind API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<noscript><p>The API reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

function swaggerDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

const cacheFor = (res: Response) => res.setHeader('Cache-Control', 'public, max-age=3600');

/**
 * GET /api/docs: a browsable reference of /api/openapi.json rendered by Swagger UI, served from
 * swagger-ui-dist and a small init script file (the site's CSP allows only same-origin scripts).
 */
export function createApiDocsRouter(root: string): Router {
  const router = Router();
  const dir = swaggerDir();
  router.get('/api/docs', (_req, res) => {
    cacheFor(res);
    res.type('html').send(PAGE);
  });
  router.get('/api/docs/init.js', (_req, res) => {
    cacheFor(res);
    res.type('text/javascript; charset=utf-8').sendFile(path.join(root, 'static', 'api-docs', 'init.js'));
  });
  for (const [file, type] of Object.entries(SWAGGER_FILES)) {
    router.get(`/api/docs/${file}`, (_req, res) => {
      cacheFor(res);
      res.type(type).sendFile(path.join(dir, file));
    });
  }
  return router;
}
