import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

interface MetricsAccess {
  isProduction: boolean;
  /** METRICS_TOKEN */
  token?: string;
  /** METRICS_ALLOW: addresses, CIDR ranges, `loopback`. */
  allow: readonly string[];
}

/** `open`: answer; `token`: 401 asking for the bearer token; `hidden`: 404, as if there were no such page. */
type MetricsVerdict = 'open' | 'token' | 'hidden';

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is checked as 10.0.0.1. */
function contains(list: BlockList, address: string): boolean {
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/** Compares digests, so neither the token's length nor its content shows in the time taken. */
function sameToken(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * Who may read /metrics: anyone outside production when the operator set nothing; otherwise a client whose
 * address is in METRICS_ALLOW or that presents METRICS_TOKEN. Production without either keeps it hidden.
 */
export function metricsGate(access: MetricsAccess): (client: { address: string; authorization?: string }) => MetricsVerdict {
  const allowed = blockListOf(access.allow);
  const guarded = access.token !== undefined || access.allow.length > 0;
  return ({ address, authorization }) => {
    if (!guarded) return access.isProduction ? 'hidden' : 'open';
    if (access.allow.length > 0 && contains(allowed, address)) return 'open';
    if (access.token === undefined) return 'hidden';
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    return presented !== undefined && sameToken(presented, access.token) ? 'open' : 'token';
  };
}
