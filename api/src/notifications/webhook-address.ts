import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress, LookupAllOptions, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may not be sent unless the site allows private targets
 * (WEBHOOK_ALLOW_PRIVATE_TARGETS): anything but a public unicast address. ipaddr.js
 * classifies the address (loopback, RFC 1918, fc00::/7, link-local, CGNAT, unspecified,
 * multicast, reserved, ...); an IPv4 address inside IPv6 (::ffff:a.b.c.d, NAT64
 * 64:ff9b::/96) is judged as the IPv4 address it carries.
 */

/** Cloud metadata services that sit on public-looking or otherwise unlisted addresses. */
const METADATA_ADDRESSES = new Set([
  '168.63.129.16', // Azure wire server
  '192.0.0.192', // Oracle Cloud metadata
  '100.100.100.200', // Alibaba Cloud metadata (also CGNAT)
  '169.254.169.254', // AWS, GCP, Azure, OpenStack (also link-local)
  'fd00:ec2::254', // AWS over IPv6 (also unique local)
]);

/** Why an address is refused (its ipaddr.js range, or 'metadata'), or null when it is a public unicast address. */
export function forbiddenRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (v6.range() === 'rfc6052') parsed = ipaddr.fromByteArray(v6.toByteArray().slice(12));
  }
  if (METADATA_ADDRESSES.has(parsed.toNormalizedString()) || METADATA_ADDRESSES.has(parsed.toString())) {
    return 'metadata';
  }
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}

/** The error of a connection refused because its host resolved to a refused address. */
export class PrivateTargetError extends Error {
  constructor(host: string, address: string, range: string) {
    super(
      `Refused: ${host} resolves to ${address} (${range}), inside the network; ` +
        'set WEBHOOK_ALLOW_PRIVATE_TARGETS=true to allow private targets',
    );
    this.name = 'PrivateTargetError';
  }
}

/** The host of a URL as a resolver takes it (an IPv6 literal without its brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** The refused address among these, if any (every answer counts: a resolver may pick any of them). */
function firstForbidden(addresses: readonly string[]): { address: string; range: string } | null {
  for (const address of addresses) {
    const range = forbiddenRange(address);
    if (range) return { address, range };
  }
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request / net.connect that resolves as usual and refuses any answer
 * holding a refused address. The connection uses the very addresses checked here, so a
 * name that resolves to a public address when saved and to a private one when sent (DNS
 * rebinding) is refused at connect time.
 */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses) => {
    if (error) return callback(error, []);
    const bad = firstForbidden(addresses.map((a) => a.address));
    if (bad) return callback(Object.assign(new PrivateTargetError(hostname, bad.address, bad.range), { code: 'EPRIVATE' }), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

/**
 * The check made when a webhook is saved: an IP literal is judged as it is, a name by
 * every address it resolves to now. Null when allowed; else 'unresolved' or the refused
 * address and range.
 */
export async function checkWebhookHost(url: URL): Promise<null | 'unresolved' | { address: string; range: string }> {
  const host = hostOf(url);
  if (isIP(host)) {
    const range = forbiddenRange(host);
    return range ? { address: host, range } : null;
  }
  const addresses = await new Promise<string[] | null>((resolve) =>
    dnsLookup(host, { all: true }, (error, found) => resolve(error ? null : found.map((a) => a.address))),
  );
  if (!addresses || addresses.length === 0) return 'unresolved';
  return firstForbidden(addresses);
}
