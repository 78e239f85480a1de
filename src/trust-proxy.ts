import { isIP } from 'node:net';
import { z } from 'zod';

/** The keywords Express (proxy-addr) knows for groups of private addresses. */
const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (KEYWORDS.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the site may name the client in `X-Forwarded-For`: nothing by default (the
 * socket's address is the client's), a hop count (`1`: the one proxy in front), or addresses, CIDR ranges
 * and the keywords loopback, linklocal, uniquelocal separated by commas. The value is Express's `trust proxy`.
 */
export const trustProxySetting = z
  .string()
  .default('')
  .transform((value) => value.trim())
  .refine(
    (value) => value === '' || /^\d{1,2}$/.test(value) || value.split(',').every((entry) => isAddressOrRange(entry.trim())),
    'must be a hop count (0-99) or addresses, CIDR ranges, loopback, linklocal or uniquelocal separated by commas',
  )
  .transform((value): false | number | string[] => {
    if (value === '' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

/** Addresses, CIDR ranges and `loopback`, separated by commas; empty by default. */
export const addressList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
  .refine((entries) => entries.every((entry) => entry === 'loopback' || (isAddressOrRange(entry) && !KEYWORDS.has(entry))), 'must be addresses, CIDR ranges or loopback separated by commas');
