// Types of oidc-testing.mjs for the TypeScript e2e specs (their config does not read JS);
// test-server.test.mjs checks that oidc-signin.mjs's signInAs fits them.
export interface SignedIn {
  tokens: { access_token: string; id_token?: string; refresh_token?: string }
  [key: string]: unknown
}
/** Signs a test user (by `sub`) in at the local identity provider over HTTP. */
export function signInAs(
  base: string,
  user: { sub: string },
  options?: { redirect?: string },
): Promise<SignedIn>
