// The benchmark's ceiling: bare Express 5 answering a fixed string of the page's size.
import express from 'express';

const body = 'x'.repeat(Number(process.env.SIZE ?? 30000));
const app = express();
app.set('etag', false);
app.get('/', (_req, res) => {
  res.type('html').send(body);
});
app.listen(Number(process.env.PORT ?? 3103), '127.0.0.1');
