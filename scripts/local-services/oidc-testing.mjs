// The sign-in helper for the TypeScript e2e specs (typed by oidc-testing.d.mts); the unit tests
// import oidc-signin.mjs itself.
export { signInAs } from './oidc-signin.mjs'
