import express, { Router } from 'express';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { contentTypeApi } from './content-types';
import { manufacturersApi } from './manufacturers';
import { productsApi } from './products';
import { promotionsApi } from './promotions';
import { searchApi } from './search';
import { sitePagesApi } from './site-pages';

/** Everything under /api. The catch-all content-type router goes last: its /:type/es/:id matches widely. */
export function createApi(db: Db): Router {
  const api = Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(searchApi(db));
  api.use(manufacturersApi(db));
  api.use(sitePagesApi(db));
  api.use(productsApi(db));
  api.use(promotionsApi(db));
  api.use(contentTypeApi(db));
  api.use((req) => {
    throw notFound(`Unknown API call: ${req.method} ${req.path}`);
  });
  return api;
}
