// Local stand-ins for the services turn notices go to, for the server tests (no network here):
// - a Web Push service: an https server on 127.0.0.1 (web-push speaks https only) with a
//   throwaway self-signed certificate, which records each push and DECRYPTS its aes128gcm body
//   with the subscription's private key and auth secret (http_ece, web-push's own dependency).
//   The server knows it as https://push.example:<port>, a host name the tests' DNS (network())
//   resolves to a public address, which the tests' network reaches on loopback: the server's
//   checks of push endpoints (notify/pushGuard.ts) run exactly as in production;
// - an SMTP server (smtp-server) that keeps every message, its quoted-printable body decoded.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { PushNetworkOptions, Resolver } from '../../src/server/notify/pushGuard.ts';
import { tempDir } from './helpers.ts';

const require = createRequire(import.meta.url);
const ece = require('http_ece') as { decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer };

/** The tests' push service's host name, and the public address the tests' DNS gives it. */
export const PUSH_HOST = 'push.example';
export const PUSH_ADDRESS = '93.184.216.34';

/** DNS from a table; other names do not resolve (ENOTFOUND, as getaddrinfo says). */
export function fixedDns(table: Record<string, string[]>): Resolver {
  return async (host) => {
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };
}

export interface ReceivedPush {
  /** The path of the endpoint it was sent to. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload, parsed. */
  payload: unknown;
}

/** A browser's side of a subscription: keys made here, so this side can decrypt. */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ReturnType<typeof createECDH>;
}

export class PushService {
  readonly received: ReceivedPush[] = [];
  /** Paths answered 410 Gone (a subscription the browser dropped). */
  readonly gone = new Set<string>();
  private readonly subs = new Map<string, FakeSubscription>();
  private server!: Server;
  private base = '';
  private cert: Buffer = Buffer.alloc(0);
  port = 0;

  async start(): Promise<void> {
    const tmp = tempDir('abyss-push-');
    const key = join(tmp.dir, 'key.pem');
    const cert = join(tmp.dir, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', `/CN=${PUSH_HOST}`, '-addext', `subjectAltName=DNS:${PUSH_HOST}`, '-keyout', key, '-out', cert], { stdio: 'ignore' });
    const pem = { key: readFileSync(key), cert: readFileSync(cert) };
    tmp.cleanup();
    this.cert = pem.cert;
    this.server = createServer(pem, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '';
        if (this.gone.has(path)) {
          res.writeHead(410).end();
          return;
        }
        const sub = this.subs.get(path);
        let payload: unknown = null;
        if (sub) payload = JSON.parse(ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.keys.auth }).toString('utf8'));
        this.received.push({ path, headers: req.headers, payload });
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
    this.base = `https://${PUSH_HOST}:${this.port}`;
  }

  /**
   * The server's notices.pushNetwork: DNS knows push.example (a public address) and the names
   * in `dns`; this service's port is allowed besides 443 (plus `ports`); its certificate is
   * trusted; push.example's address is reached here, on loopback.
   */
  network(dns: Record<string, string[]> = {}, ports: number[] = []): PushNetworkOptions {
    const table: Record<string, string[]> = { [PUSH_HOST]: [PUSH_ADDRESS], ...dns };
    return { resolve: fixedDns(table), ports: [443, this.port, ...ports], ca: this.cert, reach: (a) => (a === PUSH_ADDRESS ? '127.0.0.1' : a) };
  }

  /** A new subscription whose pushes arrive at `/push/<name>`. */
  subscription(name: string): FakeSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const sub: FakeSubscription = {
      endpoint: `${this.base}/push/${name}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      ecdh,
    };
    this.subs.set(`/push/${name}`, sub);
    return sub;
  }

  /** The endpoint of the subscription made as `name`. */
  endpointOf(name: string): string {
    return `${this.base}/push/${name}`;
  }

  /** What the server sends to POST /api/push/subscribe: the browser's PushSubscription.toJSON(). */
  static body(s: FakeSubscription) {
    return { endpoint: s.endpoint, expirationTime: null, keys: s.keys };
  }

  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Map<string, string>;
  /** The text body, decoded. */
  text: string;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes), as a mail reader does. */
function fromQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export class MailCatcher {
  readonly received: ReceivedMail[] = [];
  private server!: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const [head, ...rest] = raw.split(/\r\n\r\n/);
          const headers = new Map<string, string>();
          for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
            const i = line.indexOf(':');
            if (i > 0) headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
          }
          const body = rest.join('\r\n\r\n');
          const qp = headers.get('content-transfer-encoding') === 'quoted-printable';
          const text = (qp ? fromQuotedPrintable(body) : body).replace(/\r\n/g, '\n');
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((a) => a.address),
            headers,
            text,
          });
          callback();
        });
      },
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}
