// Passkeys (WebAuthn) beside passwords: adding one to a signed-in account, listing and removing
// them, and signing in with one (discoverable credentials: no login to type). The ceremonies'
// cryptography is @simplewebauthn/server's; this module keeps the challenges (single use, per
// session or per sign-in cookie, expiring) and the credentials, and applies the sign-in limits
// of password sign-in. Every failed verification is one answer that names no cause: whether a
// credential exists, or which check failed, is not told.
import { createHash, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { RelyingParty } from '../config.ts';
import { failure, type Failure } from '../games.ts';
import type { PasskeyInfo } from '../../protocol/accounts.ts';
import type { StoredPasskey } from './passkeyStore.ts';
import type { Account } from './store.ts';
import type { AccountService, Result, SignedIn } from './service.ts';

/** How long a ceremony's challenge may be answered (and the browser's own timeout). */
export const CHALLENGE_MS = 5 * 60_000;
/** Enough for every device a person owns, and a bound on what one account stores. */
export const MAX_PASSKEYS = 20;
const RP_NAME = 'Abyss';

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');
const registerKey = (sessionToken: string): string => sha256(`register:${sessionToken}`);
const signInKey = (nonce: string): string => sha256(`signin:${nonce}`);
/** The WebAuthn user handle of an account: its random id (never its login), as bytes. */
const userHandleOf = (account: Account): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(account.id, 'utf8'));

const notAdded = (): Failure => failure(400, 'PASSKEY_REJECTED', 'The passkey could not be verified; nothing was added. Try again.');
const notSignedIn = (): Failure => failure(401, 'PASSKEY_REJECTED', 'This passkey could not be verified; you are not signed in. Try again, or use your password.');

export const infoOf = (p: StoredPasskey): PasskeyInfo => ({ id: p.id, name: p.name, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt });

export class PasskeyService {
  /** @param relyingParty where passkeys are valid (config.ts relyingParty); known once the server listens. */
  constructor(private readonly accounts: AccountService, private readonly relyingParty: () => RelyingParty) {}

  private get store() {
    return this.accounts.store.passkeys;
  }

  private iso(offsetMs = 0): string {
    return new Date(this.accounts.now() + offsetMs).toISOString();
  }

  /** Options for navigator.credentials.create(); the challenge is kept for this session only. */
  async registrationOptions(account: Account, sessionToken: string): Promise<Result<PublicKeyCredentialCreationOptionsJSON>> {
    const existing = await this.store.ofAccount(account.id);
    if (existing.length >= MAX_PASSKEYS) return failure(409, 'TOO_MANY_PASSKEYS', `An account holds at most ${MAX_PASSKEYS} passkeys; remove one first.`, { max: MAX_PASSKEYS });
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.relyingParty().id,
      userName: account.login,
      userDisplayName: account.displayName,
      userID: userHandleOf(account),
      timeout: CHALLENGE_MS,
      attestationType: 'none',
      // The same authenticator twice would be a second row for one key.
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
      // Discoverable (sign-in without a login) and verified (a PIN or biometric: the passkey is the only factor).
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.store.putChallenge(registerKey(sessionToken), { purpose: 'register', challenge: options.challenge, accountId: account.id, expiresAt: this.iso(CHALLENGE_MS) }, this.iso());
    return { ok: true, body: options };
  }

  /** Verifies the authenticator's answer to this session's challenge and stores the passkey. */
  async register(account: Account, sessionToken: string, response: RegistrationResponseJSON, name: string | undefined): Promise<Result<PasskeyInfo>> {
    const shown = (name ?? 'Passkey').trim();
    if (shown.length < 1 || shown.length > 40 || /\p{C}/u.test(shown)) return failure(400, 'BAD_NAME', 'A passkey name is 1 to 40 printable characters.');
    // Taken whatever follows: a challenge is good for one answer.
    const c = await this.store.takeChallenge(registerKey(sessionToken));
    if (!c || c.purpose !== 'register' || c.accountId !== account.id || c.expiresAt <= this.iso()) return notAdded();
    const rp = this.relyingParty();
    let credential;
    try {
      const v = await verifyRegistrationResponse({ response, expectedChallenge: c.challenge, expectedOrigin: rp.origins, expectedRPID: rp.id, requireUserVerification: true });
      if (!v.verified) return notAdded();
      credential = v.registrationInfo.credential;
    } catch {
      return notAdded();
    }
    if ((await this.store.ofAccount(account.id)).length >= MAX_PASSKEYS) return failure(409, 'TOO_MANY_PASSKEYS', `An account holds at most ${MAX_PASSKEYS} passkeys; remove one first.`, { max: MAX_PASSKEYS });
    const stored: StoredPasskey = {
      id: credential.id,
      accountId: account.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: shown,
      createdAt: this.iso(),
      lastUsedAt: null,
    };
    // A credential already registered (to this account or another) is not taken over.
    if (!(await this.store.add(stored))) return notAdded();
    return { ok: true, body: infoOf(stored) };
  }

  async list(account: Account): Promise<PasskeyInfo[]> {
    return (await this.store.ofAccount(account.id)).map(infoOf);
  }

  async remove(account: Account, credentialId: string): Promise<Result<null>> {
    if (!(await this.store.remove(account.id, credentialId))) return failure(404, 'NOT_FOUND', 'Your account has no such passkey.');
    return { ok: true, body: null };
  }

  /**
   * Options for navigator.credentials.get() with no credential listed (the browser offers the
   * passkeys it holds for this site), and the nonce of the cookie that names the challenge.
   * Refused while the address must wait (its passkey attempts only, accounts/signInThrottle.ts).
   */
  async signInOptions(address: string): Promise<Result<{ options: PublicKeyCredentialRequestOptionsJSON; nonce: string }>> {
    const refusal = await this.accounts.passkeyAttempt(address);
    if (refusal) return refusal;
    const options = await generateAuthenticationOptions({ rpID: this.relyingParty().id, timeout: CHALLENGE_MS, userVerification: 'required' });
    const nonce = randomBytes(32).toString('base64url');
    await this.store.putChallenge(signInKey(nonce), { purpose: 'signin', challenge: options.challenge, accountId: null, expiresAt: this.iso(CHALLENGE_MS) }, this.iso());
    return { ok: true, body: { options, nonce } };
  }

  /** Verifies the answer to the cookie's challenge; a session like a password sign-in's. */
  async signIn(address: string, nonce: string | undefined, response: AuthenticationResponseJSON): Promise<Result<SignedIn>> {
    const early = await this.accounts.passkeyAttempt(address);
    if (early) return early;
    const c = nonce ? await this.store.takeChallenge(signInKey(nonce)) : null;
    if (!c || c.purpose !== 'signin' || c.expiresAt <= this.iso()) return notSignedIn();
    const passkey = await this.store.byId(response.id);
    const account = passkey ? await this.accounts.store.byId(passkey.accountId) : null;
    if (!passkey || !account) return notSignedIn();
    const rp = this.relyingParty();
    let newCounter: number;
    try {
      const v = await verifyAuthenticationResponse({
        response,
        expectedChallenge: c.challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        credential: { id: passkey.id, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.counter, transports: passkey.transports },
        requireUserVerification: true,
      });
      // The authenticator says whose passkey it is: it must be the account the key belongs to.
      const handle = response.response.userHandle;
      if (!v.verified || (handle !== undefined && handle !== Buffer.from(userHandleOf(account)).toString('base64url'))) throw new Error('not verified');
      newCounter = v.authenticationInfo.newCounter;
    } catch {
      return notSignedIn();
    }
    // Another sign-in with this passkey was verified meanwhile against the same counter: one wins.
    if (!(await this.store.used(passkey.id, passkey.counter, newCounter, this.iso()))) return notSignedIn();
    return { ok: true, body: await this.accounts.signedInAs(account) };
  }
}
