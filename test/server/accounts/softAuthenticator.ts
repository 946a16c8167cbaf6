// A software passkey authenticator for tests: an EC P-256 key from node:crypto, attestation
// "none" and assertions assembled as the WebAuthn spec lays them out (authenticator data,
// COSE key in CBOR), so the server's verification runs on real signatures.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

const b64url = (b: Uint8Array): string => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string): Buffer => createHash('sha256').update(b).digest();

/** Flags of authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface Ceremony {
  /** The page origin the browser would put in clientDataJSON. */
  origin: string;
  /** Overrides the RP ID the authenticator signs for (default: the options' rp.id / rpId). */
  rpId?: string;
  /** Whether the user was verified (default true). */
  userVerified?: boolean;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  /** The signature counter, raised at each assertion. */
  counter = 0;
  /** The user handle the server gave at registration. */
  userHandle: string | undefined;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The COSE_Key of the public key (EC2, ES256). */
  private coseKey(): Uint8Array {
    return encodeCBOR(new Map<number, number | Uint8Array>([
      [1, 2], [3, -7], [-1, 1],
      [-2, new Uint8Array(Buffer.from(this.publicJwk.x, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(this.publicJwk.y, 'base64url'))],
    ]));
  }

  private authData(rpId: string, flags: number, attested: boolean): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const parts = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const len = Buffer.alloc(2);
      len.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), len, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** What navigator.credentials.create() would answer to these options. */
  register(options: PublicKeyCredentialCreationOptionsJSON, c: Ceremony): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const flags = UP | (c.userVerified === false ? 0 : UV) | AT;
    const authData = this.authData(c.rpId ?? options.rp.id!, flags, true);
    const attestationObject = encodeCBOR(new Map<string, CBORType>([
      ['fmt', 'none'], ['attStmt', new Map<string, CBORType>()], ['authData', new Uint8Array(authData)],
    ]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, c.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** What navigator.credentials.get() would answer to these options (the counter goes up). */
  assert(options: PublicKeyCredentialRequestOptionsJSON, c: Ceremony): AuthenticationResponseJSON {
    this.counter++;
    const authData = this.authData(c.rpId ?? options.rpId!, UP | (c.userVerified === false ? 0 : UV), false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, c.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
