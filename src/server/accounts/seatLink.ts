// Seats taken while signed in belong to the account at once: creating a game or claiming an
// invite with the session cookie and its CSRF token links the new seat (as POST
// /api/account/seats would), so its finished game counts without "Add to my account", and
// the seat is named after the account unless the player chose a name.
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER, sessionTokenOf } from './routes.ts';
import { csrfMatches, type AccountService } from './service.ts';
import type { Account } from './store.ts';

/**
 * The account signed in on this request, or null. The CSRF token is required: without it a
 * page of another site could make its visitor's account hold seats it chose.
 */
export async function requestAccount(accounts: AccountService | undefined, req: FastifyRequest): Promise<Account | null> {
  if (!accounts) return null;
  const token = sessionTokenOf(req);
  const sent = req.headers[CSRF_HEADER];
  if (!token || typeof sent !== 'string' || !csrfMatches(token, sent)) return null;
  return accounts.accountOf(token);
}

/** Links the seat whose token this is to the account; false when refused (e.g. the account holds another seat there). */
export async function linkNewSeat(accounts: AccountService, account: Account, gameId: string, token: string): Promise<boolean> {
  const r = await accounts.claimSeat(account, gameId, token);
  return r.ok;
}
