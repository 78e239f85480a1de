import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/web/routes';

const withActions = ROUTES.filter((row) => row.actions?.length);

describe('the form posts of the route table', () => {
  it('are declared by the pages that take them', () => {
    const posts = withActions.flatMap((row) => row.actions!.map((a) => a.path ?? row.path));
    for (const path of ['/signin', '/signin/create', '/forgot', '/reset/:resetToken', '/account/profile', '/account/change-password', '/payment',
      '/account/orders/:id/status', '/account/report-passwords/:coid', '/account/api-keys', '/account/api-keys/:id/revoke',
      '/continuing-education/:id/quiz', '/podcast/guest', '/blog-post/guest', '/company/:id/request-information', '/feedback/non-client']) {
      expect(posts, path).toContain(path);
    }
  });

  it('never keep a page that echoes what a visitor typed', () => {
    for (const row of withActions) expect(row.cache, row.path).toBe('never');
  });

  it('name each form of a page once, and each post address once in the table', () => {
    for (const row of withActions) {
      const names = row.actions!.map((a) => a.form);
      expect(new Set(names).size, row.path).toBe(names.length);
    }
    const posts = withActions.flatMap((row) => row.actions!.map((a) => a.path ?? row.path));
    expect(new Set(posts).size).toBe(posts.length);
  });

  it('parse the params of an action’s own address with a schema', () => {
    for (const row of withActions) {
      for (const a of row.actions!.filter((x) => x.path && x.path.includes(':'))) expect(a.params, a.path).toBeDefined();
    }
  });
});
