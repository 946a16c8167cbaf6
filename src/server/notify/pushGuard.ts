// Where the server may send Web Pushes. A push endpoint comes from a browser, i.e. from anyone
// with an account: without checks the server would POST wherever it is told (loopback, the
// private network, cloud metadata services). So an endpoint must be an https URL named by a
// host name (never an IP literal, in whatever spelling), without credentials, on an allowed
// port, and every address its host resolves to must be public. The check runs when a browser
// subscribes and again before each push; the push then connects to the very address checked
// (the agent's `lookup` is pinned to it), so DNS rebinding between check and connect gains nothing.
import { lookup as dnsLookup } from 'node:dns/promises';
import { Agent } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { parse as legacyParse } from 'node:url';
import ipaddr from 'ipaddr.js';

/** A host's addresses (as getaddrinfo gives them). */
export type Resolver = (host: string) => Promise<string[]>;

export interface PushNetworkOptions {
  /**
   * The operator's allow-list of push services: host names (`fcm.googleapis.com`) or
   * `*.suffix` patterns (`*.notify.windows.com`). Absent or empty: any public host.
   */
  allowHosts?: string[];
  /** Ports an endpoint may name (default 443 only: every browser's push service uses it). */
  ports?: number[];
  /** DNS (default: the system's, as connections use it). Tests hand a fixed table. */
  resolve?: Resolver;
  /** Extra trusted certificate authority (tests: their local push service's certificate). */
  ca?: string | Buffer;
  /**
   * Tests only: where a checked public address is actually reached (their push service runs
   * on loopback). Applied after every check; never set in production.
   */
  reach?: (address: string) => string;
}

/** Each push's DNS answer must come within this time (ms). */
const RESOLVE_TIMEOUT_MS = 5000;

export const systemResolver: Resolver = async (host) => (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * A public unicast address. Refused: loopback, private, carrier-grade NAT, link-local,
 * unique-local, multicast, broadcast, unspecified, documentation and other reserved ranges,
 * NAT64/6to4/Teredo (they embed IPv4 addresses), IPv4-mapped IPv6 of any of those.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  try {
    // process(): an IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address.
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

/** The endpoint's host, port and the public address a push to it connects to. */
export interface PushTarget {
  host: string;
  port: number;
  address: string;
  family: 4 | 6;
}

export type EndpointCheck<T> = { ok: true; value: T } | { ok: false; message: string };

const NOT_PUBLIC = 'The push service\'s host name must resolve to public addresses only.';
const refused = (message: string): { ok: false; message: string } => ({ ok: false, message });

export class PushGuard {
  private readonly allowHosts: string[];
  private readonly ports: number[];
  private readonly resolver: Resolver;

  constructor(private readonly opts: PushNetworkOptions = {}) {
    this.allowHosts = (opts.allowHosts ?? []).map((h) => h.trim().toLowerCase()).filter(Boolean);
    this.ports = opts.ports ?? [443];
    this.resolver = opts.resolve ?? systemResolver;
  }

  /** What can be said of an endpoint without DNS: scheme, host name, credentials, port, allow-list. */
  syntax(endpoint: string): EndpointCheck<{ host: string; port: number }> {
    let u: URL;
    try {
      u = new URL(endpoint);
    } catch {
      return refused('The push endpoint is not a URL.');
    }
    if (u.protocol !== 'https:') return refused('A push endpoint must be an https:// URL.');
    if (u.username || u.password) return refused('A push endpoint cannot carry a user name or password.');
    // The WHATWG parser has already turned 2130706433, 0x7f000001, 0177.0.0.1 and 127.1 into 127.0.0.1.
    const host = u.hostname;
    if (host.startsWith('[') || isIP(host) !== 0) return refused('A push endpoint must name its push service by host name, not by IP address.');
    // Browsers hand canonical URLs; anything else might be read differently by the push
    // library's own (legacy) URL parser, so both parsers must agree on host and port.
    const legacy = legacyParse(endpoint);
    if (u.href !== endpoint || legacy.hostname !== host || (legacy.port ?? '') !== u.port) return refused('The push endpoint is not a canonical URL.');
    const port = u.port === '' ? 443 : Number(u.port);
    if (!this.ports.includes(port)) return refused(`A push endpoint must use port ${this.ports.join(' or ')}.`);
    if (this.allowHosts.length && !this.allowHosts.some((p) => (p.startsWith('*.') ? host.endsWith(p.slice(1)) : host === p))) {
      return refused('This server sends pushes only to the push services its operator allows.');
    }
    return { ok: true, value: { host, port } };
  }

  /** The full check: the syntax, then DNS, every address public. The first address is the one to connect to. */
  async check(endpoint: string): Promise<EndpointCheck<PushTarget>> {
    const s = this.syntax(endpoint);
    if (!s.ok) return s;
    const { host, port } = s.value;
    let addresses: string[] = [];
    try {
      addresses = await withTimeout(this.resolver(host), RESOLVE_TIMEOUT_MS);
    } catch {
      // Same answer as below.
    }
    // One answer whether the name does not resolve or resolves somewhere private, and never
    // which address: the server's DNS must not become a way to map its network.
    if (addresses.length === 0 || !addresses.every(isPublicAddress)) return refused(NOT_PUBLIC);
    const address = addresses[0];
    return { ok: true, value: { host, port, address, family: isIP(address) === 6 ? 6 : 4 } };
  }

  /** An agent whose every connection goes to `t.address` (checked), whatever DNS says by then. One request, then destroy it. */
  agentFor(t: PushTarget): Agent {
    const address = this.opts.reach ? this.opts.reach(t.address) : t.address;
    const family = isIP(address) === 6 ? 6 : 4;
    const lookup = ((hostname: string, options: { all?: boolean }, cb: (err: Error | null, address: string | { address: string; family: number }[], family?: number) => void) => {
      if (hostname !== t.host) return cb(new Error('push: unexpected host'), '', 4);
      if (options.all) return cb(null, [{ address, family }]);
      return cb(null, address, family);
    }) as unknown as LookupFunction;
    return new Agent({ lookup, keepAlive: false, maxSockets: 1, ...(this.opts.ca ? { ca: this.opts.ca } : {}) });
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}
