// oidc-provider ships no type declarations (and @types/oidc-provider is not a dependency): the
// local identity provider (oidc.mjs) uses it untyped. Its callbacks' `ctx` is Koa's context.
declare module 'oidc-provider' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Provider: any
  export default Provider
}
