/** `@/` is `src/` (scripts/lib/alias.mjs). */
export declare const SRC_ALIAS: { '@': string }
