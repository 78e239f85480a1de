import { describe, expect, it } from 'vitest';
import { EXTERNAL_NAVIGATION_REFUSED, UNSAFE_SCHEME_REFUSED } from '../../src/domain/navigation';
import type { ApiAnswer } from '../../src/domain/redirect-check';
import { parseRedirectHosts, redirectDecision, redirectLocation } from '../../src/domain/redirect-check';

const SITE = 'https://www.specfind.test';
const json = (data: unknown): ApiAnswer => ({ redirected: false, url: `${SITE}/api/x`, json: true, data });
const followed = (url: string, isJson = false): ApiAnswer => ({ redirected: true, url, json: isJson, data: isJson ? { ok: 1 } : undefined });
const allow = (hosts: string[] = []) => ({ siteOrigin: SITE, hosts });

describe('global redirect check: where an API answer sends the browser', () => {
  it('an ordinary answer, or JSON reached through a redirect, sends it nowhere', () => {
    expect(redirectLocation(json({ items: [] }))).toBeNull();
    expect(redirectLocation(json(null))).toBeNull();
    expect(redirectLocation(json({ redirect: 42 }))).toBeNull();
    expect(redirectDecision(followed(`${SITE}/api/y`, true), allow())).toEqual({ follow: false });
  });

  it('follows a redirect to this site, whether fetch followed it or the server named it', () => {
    expect(redirectDecision(followed(`${SITE}/signin?redirect=%2Faccount`), allow())).toEqual({ follow: true, allowed: true, href: `${SITE}/signin?redirect=%2Faccount` });
    expect(redirectDecision(json({ redirect: '/account' }), allow())).toEqual({ follow: true, allowed: true, href: '/account' });
  });

  it('follows an outside location only when the allow-list names its host', () => {
    const answer = json({ redirect: 'https://pay.example.com/checkout/7' });
    expect(redirectDecision(answer, allow(['pay.example.com']))).toEqual({ follow: true, allowed: true, href: 'https://pay.example.com/checkout/7' });
    expect(redirectDecision(answer, allow(['.example.com']))).toMatchObject({ allowed: true });
    expect(redirectDecision(answer, allow())).toEqual({ follow: true, allowed: false, message: EXTERNAL_NAVIGATION_REFUSED, location: 'https://pay.example.com/checkout/7' });
    expect(redirectDecision(json({ redirect: '//pay.example.com/x' }), allow())).toMatchObject({ allowed: false, message: EXTERNAL_NAVIGATION_REFUSED });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>x</script>', 'blob:https://pay.example.com/1', 'vbscript:msgbox', ' JaVaScRiPt:alert(1)', 'java&#x09;script:alert(1)'])(
    'never follows %s, whatever the allow-list',
    (location) => {
      expect(redirectDecision(json({ redirect: location }), allow(['*']))).toMatchObject({ follow: true, allowed: false, message: UNSAFE_SCHEME_REFUSED });
    },
  );

  it('reads the page’s host list', () => {
    expect(parseRedirectHosts('pay.example.com  .cdn.example.org')).toEqual(['pay.example.com', '.cdn.example.org']);
    expect(parseRedirectHosts(null)).toEqual([]);
    expect(parseRedirectHosts('')).toEqual([]);
  });
});
