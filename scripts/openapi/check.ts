/**
 * `npm run lint:openapi`: the OpenAPI document as an outside client meets it. Redocly's
 * recommended rules at 0 errors, then openapi-typescript generates a client's types from it and
 * a small consumer (scripts/openapi/consumer.ts) must type-check against them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from './document';

const dir = path.resolve('.tmp/openapi');
mkdirSync(dir, { recursive: true });
const documentPath = path.join(dir, 'openapi.json');
writeFileSync(documentPath, JSON.stringify(openApiDocument(), null, 2));

// No telemetry or update checks from the linter: CI runs offline-friendly and quiet.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'inherit', env });
run('npx', ['redocly', 'lint', documentPath, '--config', 'redocly.yaml', '--format', 'stylish']);
run('npx', ['openapi-typescript', documentPath, '--output', path.join(dir, 'schema.d.ts')]);
run('npx', ['tsc', '--project', 'scripts/openapi/tsconfig.consumer.json']);
console.log('openapi: document lints clean and a generated client type-checks');
