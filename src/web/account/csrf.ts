// The session's CSRF token, kept in memory only (never in storage): account calls set it, and
// creating a game or taking a seat sends it so the server links the new seat to the account.
let token: string | null = null;

export function csrfToken(): string | null {
  return token;
}

export function setCsrfToken(value: string | null): void {
  token = value;
}
