// The layer rules of docs/decisions/2026-11-24-layer-rules.md, checked by `npm run lint:layers`.
// Imports point down only. From the bottom:
//   1. domain      src/domain: pure rules and types, imports nothing of ours but domain.
//   2. core        the low top-level modules every server layer may use: errors.ts, log.ts,
//                  log-pretty.ts, config.ts, trust-proxy.ts, parse-input.ts, data-exception.ts, http-server.ts,
//                  heap-growth.ts.
//                  They import domain and each other only.
//   3. db          src/db: domain, core and db.
//   4. auth rules  the HTTP-free half of src/auth (passwords, tokens, random passwords, rate
//                  limits, failure budgets): services hash, verify and count with them.
//   5. services    src/services: everything below.
//   6. http edge   what api, web and mcp share about a request: the Express half of src/auth,
//                  src/http (cookies, query schemas, the failed-form state type, form helpers, visitors' post gates) and
//                  request-input.ts. It may use services but none of those three.
//   7. api, mcp, web   may use everything below, never each other. What two of them share moves
//                  down (usually to domain).
//   8. pages, components   pure markup: domain, components and pages; `<Island>` (src/islands/island.tsx)
//                  to mount a widget; the browser helpers (client/api.ts, client/beacon.ts) that
//                  island components call. Types of what services return are allowed as props
//                  (`import type`, erased at build); no runtime import of services, db, api or web.
//                  Pages are rendered by web, so web sits above them.
//   9. islands, client   the browser side: domain, components, islands and client. The browser
//                  helpers import domain only, so components may use them.
//  10. app.ts, server.ts, demo-credentials-gate.ts, cluster/: the composition root; nothing
//                  below imports them.
const DOMAIN = '^src/domain/';
const CORE = '^src/(errors|log|log-pretty|config|trust-proxy|parse-input|data-exception|http-server|heap-growth)\\.ts$';
const DB = '^src/db/';
const AUTH_RULES = '^src/auth/(passwords|tokens|random-password|rate-limit|failure-budget|address-key)\\.ts$';
const SERVICES = '^src/services/';
const HTTP_EDGE = ['^src/auth/', '^src/http/', '^src/request-input\\.ts$'];
const ISLAND_MOUNT = '^src/islands/island\\.tsx$';
const BROWSER_HELPERS = '^src/client/(api|beacon)\\.ts$';
const ROOT = '^src/(app|server|demo-credentials-gate)\\.ts$|^src/cluster/';
const BELOW_SERVICES = [DOMAIN, CORE, DB, AUTH_RULES];
const BELOW_HANDLERS = [...BELOW_SERVICES, SERVICES, ...HTTP_EDGE];

const PLACED = [DOMAIN, CORE, DB, SERVICES, ...HTTP_EDGE, ROOT, '^src/(api|mcp|web|pages|components|islands|client)/'];

const layer = (name, comment, from, allowed) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: '^src/', pathNot: allowed },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle has no bottom: move the shared piece below both modules.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer('domain-is-pure', 'domain imports only domain', DOMAIN, [DOMAIN]),
    layer('core-stays-low', 'core modules import only domain and core', CORE, [DOMAIN, CORE]),
    layer('db-below-services', 'db imports only domain, core and db', DB, [DOMAIN, CORE, DB]),
    layer('auth-rules-below-services', 'the HTTP-free auth modules import only domain, core and db', AUTH_RULES, [
      ...BELOW_SERVICES,
    ]),
    layer('services-know-no-http', 'services import domain, core, db, the auth rules and services', SERVICES, [
      ...BELOW_SERVICES,
      SERVICES,
    ]),
    layer('http-edge-below-api-and-web', 'shared middleware may not import api, web or mcp', HTTP_EDGE, BELOW_HANDLERS),
    layer('api-not-web', 'api uses services and below, never web, mcp, pages or the browser side', '^src/api/', [...BELOW_HANDLERS, '^src/api/']),
    layer('mcp-not-web', 'mcp uses services and below, never api, web, pages or the browser side', '^src/mcp/', [...BELOW_HANDLERS, '^src/mcp/']),
    layer('web-not-api', 'web renders pages from services, never through api or mcp', '^src/web/', [...BELOW_HANDLERS, '^src/(web|pages|components|islands)/']),
    layer('pages-are-pure', 'pages and components: props in, markup out', '^src/(pages|components)/', [
      DOMAIN,
      '^src/(pages|components)/',
      ISLAND_MOUNT,
      BROWSER_HELPERS,
      SERVICES,
    ]),
    {
      name: 'pages-take-service-types-only',
      comment: 'a page may name the type of what a service returns, never call one',
      severity: 'error',
      from: { path: '^src/(pages|components)/' },
      to: { path: SERVICES, dependencyTypesNot: ['type-only'] },
    },
    layer('browser-side', 'islands and client bundles: domain, components, islands, client', '^src/(islands|client)/', [
      DOMAIN,
      '^src/(components|islands|client)/',
    ]),
    layer('browser-helpers-are-leaves', 'the fetch wrapper and beacon import only domain', BROWSER_HELPERS, [
      DOMAIN,
      BROWSER_HELPERS,
    ]),
    {
      name: 'every-module-has-a-layer',
      comment: 'a new top-level module or folder of src/ must be placed in a layer above first',
      severity: 'error',
      from: { path: '^src/', pathNot: PLACED },
      to: { path: '^src/' },
    },
    {
      name: 'root-on-top',
      comment: 'only the composition root imports app.ts, server.ts and their helpers',
      severity: 'error',
      from: { path: '^src/', pathNot: ROOT },
      to: { path: ROOT },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    cache: false,
  },
};
