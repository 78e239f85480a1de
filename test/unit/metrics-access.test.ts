import { describe, expect, it } from 'vitest';
import { metricsGate } from '../../src/web/metrics/access';

const TOKEN = 'scrape-token-0123456789';

describe('metricsGate', () => {
  it('is open outside production and hidden in production when nothing is configured', () => {
    expect(metricsGate({ isProduction: false, allow: [] })({ address: '203.0.113.9' })).toBe('open');
    expect(metricsGate({ isProduction: true, allow: [] })({ address: '127.0.0.1' })).toBe('hidden');
  });

  it('asks for the bearer token and accepts only the exact one', () => {
    const gate = metricsGate({ isProduction: true, token: TOKEN, allow: [] });
    expect(gate({ address: '127.0.0.1' })).toBe('token');
    expect(gate({ address: '127.0.0.1', authorization: `Bearer ${TOKEN.slice(0, -1)}` })).toBe('token');
    expect(gate({ address: '127.0.0.1', authorization: `Bearer ${TOKEN} extra` })).toBe('token');
    expect(gate({ address: '127.0.0.1', authorization: `bearer ${TOKEN}` })).toBe('open');
  });

  it('lets listed addresses and ranges in, IPv4 clients on a dual-stack socket included', () => {
    const gate = metricsGate({ isProduction: true, allow: ['10.1.0.0/16', '192.0.2.7', 'loopback', '2001:db8::/32'] });
    expect(gate({ address: '10.1.200.3' })).toBe('open');
    expect(gate({ address: '::ffff:192.0.2.7' })).toBe('open');
    expect(gate({ address: '::1' })).toBe('open');
    expect(gate({ address: '2001:db8::5' })).toBe('open');
    expect(gate({ address: '10.2.0.1' })).toBe('hidden');
    expect(gate({ address: 'unknown' })).toBe('hidden');
  });

  it('with both: a listed address needs no token, others must present it', () => {
    const gate = metricsGate({ isProduction: true, token: TOKEN, allow: ['10.0.0.0/8'] });
    expect(gate({ address: '10.0.0.5' })).toBe('open');
    expect(gate({ address: '198.51.100.1' })).toBe('token');
    expect(gate({ address: '198.51.100.1', authorization: `Bearer ${TOKEN}` })).toBe('open');
  });
});
