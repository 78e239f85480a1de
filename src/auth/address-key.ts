const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i;

/**
 * The key a client address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address as
 * its IPv4 address), an IPv6 address by its /64 network, since one subscriber usually holds a whole /64
 * and could otherwise take a fresh budget with every address in it. Anything else is kept as given.
 */
export function addressKey(address: string): string {
  const trimmed = address.trim().replace(/%.*$/, '');
  const mapped = MAPPED_IPV4.exec(trimmed);
  if (mapped) return mapped[1];
  if (IPV4.test(trimmed) || !trimmed.includes(':')) return trimmed;
  const groups = expandIpv6(trimmed);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : trimmed;
}

/** The eight groups of an IPv6 address without leading zeros, lower case; null when it is not one. */
function expandIpv6(address: string): string[] | null {
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  // An embedded IPv4 tail (::ffff:0:1.2.3.4 and the like) stands for two groups.
  const last = tail.length ? tail : head;
  if (last.length && IPV4.test(last[last.length - 1])) {
    const [a, b, c, d] = last.pop()!.split('.').map(Number);
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
