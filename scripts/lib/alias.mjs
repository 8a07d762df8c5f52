import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The one path alias: `@/` is `src/`. Vite's config uses it, and so do the builds that run
 * without it (`configFile: false`); tsconfig's `paths` says the same for the type checker.
 */
export const SRC_ALIAS = {
  '@': resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src'),
}
