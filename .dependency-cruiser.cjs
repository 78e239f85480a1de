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

// Packages and Node built-ins per layer (docs/decisions/2026-11-27-layer-rules-for-packages.md).
// dependency-cruiser resolves a package to its file under node_modules/ and `node:fs` to `fs` (type "core").
const packages = (...names) => names.map((n) => `^node_modules/${n}/`);
const builtins = (...names) => `^(${names.join('|')})(/|$)`;
// The I/O and process built-ins: servers, sockets, files, threads, child processes.
const NODE_IO = builtins('fs', 'net', 'http', 'https', 'http2', 'tls', 'dgram', 'dns', 'child_process', 'cluster', 'worker_threads');
// What only the HTTP side (api, web, mcp, the http edge and the root) uses: servers, sessions, bots, metrics.
const HTTP_PACKAGES = packages('express', 'cookie-session', '@modelcontextprotocol/sdk', 'isbot', 'prom-client', 'swagger-ui-dist');
// The database drivers: everything above src/db reaches the data through it.
const DRIVERS = packages('pg', '@electric-sql/pglite');
// Server-side rendering, the spec generator's and web's; pages only build the element tree.
const SERVER_RENDER = '^node_modules/react-dom/(server|cjs/react-dom-server)';

/** `from` may import these packages only (type-only imports included). */
const onlyPackages = (name, comment, from, allowed) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: '^node_modules/', pathNot: allowed },
});
/** `from` may not import these packages (type-only imports included). */
const noPackages = (name, comment, from, denied) => ({ name, comment, severity: 'error', from: { path: from }, to: { path: denied } });
/** `from` may not import these Node built-ins (all of them when `denied` is omitted). */
const noBuiltins = (name, comment, from, denied) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: denied ? { dependencyTypes: ['core'], path: denied } : { dependencyTypes: ['core'] },
});

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

    // What each layer may import from packages and Node:
    //   domain             zod; no built-in (domain is bundled into the browser islands too).
    //   core               zod, pino, pino-pretty; any built-in.
    //   db                 zod, pg, @electric-sql/pglite, tsx (the worker's dev loader); built-ins but no servers or sockets.
    //   auth rules         zod; built-ins without I/O (node:crypto).
    //   services           any package but the HTTP side's and the drivers; built-ins but no servers or sockets.
    //   http edge          express, zod and the like; no drivers, no React.
    //   api, mcp           any package but the drivers and React; mcp the MCP SDK, api not.
    //   web                any package but the drivers and the MCP SDK.
    //   pages, components  react, preact; no built-in.
    //   islands, client    react, react-dom, preact; no built-in.
    //   the root           anything.
    onlyPackages('domain-packages', 'domain is pure rules: zod only, no I/O package', DOMAIN, packages('zod')),
    noBuiltins('domain-builtins', 'domain is pure and runs in the browser too: no Node built-in', DOMAIN),
    onlyPackages('core-packages', 'core modules use zod and pino only: no framework, driver or renderer', CORE, packages('zod', 'pino', 'pino-pretty')),
    onlyPackages('db-packages', 'db uses its drivers, zod and lru-cache (the catalog memo): no express, React or other packages', DB, packages('zod', 'pg', '@electric-sql/pglite', 'tsx', 'lru-cache')),
    noBuiltins('db-serves-nothing', 'db opens files and threads but no server or socket of its own', DB, builtins('net', 'http', 'https', 'http2', 'tls', 'dgram', 'cluster', 'child_process')),
    onlyPackages('auth-rules-packages', 'the HTTP-free auth rules use node:crypto and zod only', AUTH_RULES, packages('zod')),
    noBuiltins('auth-rules-no-io', 'the HTTP-free auth rules compute; they do no I/O', AUTH_RULES, NODE_IO),
    noPackages('services-know-no-http-packages', 'services know no HTTP server (express, sessions, MCP…) and no driver: ask src/db', SERVICES, [
      ...HTTP_PACKAGES,
      ...DRIVERS,
    ]),
    noBuiltins('services-serve-nothing', 'services open no server, socket or worker process: the root and web do', SERVICES, builtins('net', 'http', 'https', 'http2', 'tls', 'dgram', 'cluster')),
    {
      name: 'one-multipart-reader',
      comment: 'multipart bodies are read by src/http/receive-multipart.ts only (busboy is an http concern): use documentForm or importForm',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/http/receive-multipart\\.ts$' },
      to: { path: packages('busboy') },
    },
    noPackages('http-edge-no-drivers-or-react', 'the http edge asks services for data and renders nothing', HTTP_EDGE, [
      ...DRIVERS,
      ...packages('react', 'react-dom', 'preact', '@modelcontextprotocol/sdk'),
    ]),
    noPackages('api-no-drivers-or-react', 'api handlers ask services for data and answer JSON', '^src/api/', [
      ...DRIVERS,
      ...packages('react', 'react-dom', 'preact', '@modelcontextprotocol/sdk'),
    ]),
    noPackages('mcp-no-drivers-or-react', 'MCP tools ask services for data', '^src/mcp/', [...DRIVERS, ...packages('react', 'react-dom', 'preact')]),
    noPackages('web-no-drivers', 'web loaders ask services for data: no driver, no MCP SDK', '^src/web/', [...DRIVERS, ...packages('@modelcontextprotocol/sdk')]),
    onlyPackages('pages-packages', 'pages and components: React (Preact in the browser) only', '^src/(pages|components)/', packages('react', 'preact')),
    noBuiltins('pages-no-builtins', 'pages and components run in the browser too: no Node built-in', '^src/(pages|components)/'),
    onlyPackages('browser-packages', 'islands and client bundles: React, react-dom (hydration) and Preact only', '^src/(islands|client)/', [
      ...packages('react', 'react-dom', 'preact'),
    ]),
    noPackages('browser-renders-no-server-html', 'islands hydrate; server rendering is web’s', '^src/(islands|client)/', SERVER_RENDER),
    noBuiltins('browser-no-builtins', 'islands and client bundles run in the browser: no Node built-in', '^src/(islands|client)/'),
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
    // Packages and built-ins stay in the graph (for the package rules) but are not followed.
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    cache: false,
  },
};
