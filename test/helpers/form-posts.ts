import request from 'supertest';
import { expect } from 'vitest';
import { parseHtml } from './parsed-html';
import type { TestApp } from './test-app';
import type { TestUser } from './users';
import { SAME_ORIGIN } from './users';

/** A signed-in user's HTML form post, as the browser sends it (same-site Origin, session cookie, urlencoded). */
export const formPost = (app: TestApp['app'], user: TestUser, path: string, fields: Record<string, string>) =>
  request(app).post(path).set(SAME_ORIGIN).set('Cookie', user.cookie).type('form').send(fields);

/** A form post with a malformed field is refused with a 400 error page whose heading names that field. */
export async function expectFormFieldRefused(app: TestApp['app'], user: TestUser, path: string, fields: Record<string, string>, field: string) {
  const res = await formPost(app, user, path, fields);
  expect(res.status).toBe(400);
  expect(parseHtml(res.text).h1).toMatch(new RegExp(`^Error 400: Invalid body: ${field}: \\S`));
}

/** Field name → its error message on a re-rendered form whose error paragraphs are `<p id="{form}-{field}-error">`. */
export function fieldErrors(html: string, form: string): Record<string, string> {
  const idPattern = new RegExp(`^${form}-(\\w+)-error$`);
  return Object.fromEntries(
    parseHtml(html)
      .all('p.field__error[id]')
      .flatMap((p) => {
        const field = idPattern.exec(p.id)?.[1];
        return field ? [[field, (p.textContent ?? '').replace('Error: ', '')]] : [];
      }),
  );
}
