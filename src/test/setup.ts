import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'

// Test files share a worker (vite.config.ts, isolate: false), and this file runs again before
// each of them while its imports are evaluated once. Testing Library marks the environment as
// one where React's act() is expected only when first imported, and undoes it after the first
// file, so the tests that call React's own act() (the hydration tests) would be warned.
beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(() => cleanup())
