// The benchmark's ceiling: bare Express 5 answering fixed bytes. With BODY_DIR, GET /<name> answers the file
// <name>.html of that folder (the same bytes a cached page of ours sends); otherwise GET / answers SIZE bytes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';

const app = express();
app.set('etag', false);
const dir = process.env.BODY_DIR;
if (dir) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const body = readFileSync(path.join(dir, file));
    app.get(`/${path.basename(file, '.html')}`, (_req, res) => {
      res.type('html').send(body);
    });
  }
}
const body = 'x'.repeat(Number(process.env.SIZE ?? 30000));
app.get('/', (_req, res) => {
  res.type('html').send(body);
});
app.listen(Number(process.env.PORT ?? 3103), '127.0.0.1');
// A clean exit on SIGTERM (the bench stops it so), so a --cpu-prof run writes its profile.
process.on('SIGTERM', () => process.exit(0));
