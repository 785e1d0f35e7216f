/** The only check for login-required routes is whether a session token exists (spec). */
export function hasSessionToken(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): boolean {
  return Boolean(storage?.getItem('token'));
}
