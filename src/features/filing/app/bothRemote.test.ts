import { describe, expect, it, vi } from 'vitest'
import type { Remote } from '@/lib/api/queries'
import { bothRemote } from './bothRemote'

const ok = <T>(data: T): Remote<T> => ({ status: 'ok', data, retry: vi.fn() })
const loading = (): Remote<never> => ({ status: 'loading', retry: vi.fn() })
const failed = (error: unknown): Remote<never> => ({ status: 'error', error, retry: vi.fn() })
const idle = (): Remote<never> => ({ status: 'idle', retry: vi.fn() })
const sum = (a: number, b: number) => a + b

describe('bothRemote', () => {
  it('shows the joined data once both have answered, loading until then', () => {
    expect(bothRemote(ok(1), ok(2), sum)).toMatchObject({ status: 'ok', data: 3 })
    expect(bothRemote(ok(1), loading(), sum).status).toBe('loading')
    expect(bothRemote(loading(), ok(2), sum).status).toBe('loading')
  })

  it('shows the first failure at once, and its retry asks again only for what failed', () => {
    const a = ok(1)
    const b = failed('b failed')
    const both = bothRemote(a, b, sum)
    expect(both).toMatchObject({ status: 'error', error: 'b failed' })
    both.retry()
    expect(b.retry).toHaveBeenCalledTimes(1)
    expect(a.retry).not.toHaveBeenCalled()
    expect(bothRemote(failed('a'), loading(), sum)).toMatchObject({ status: 'error', error: 'a' })
  })

  it('is idle while either has nothing to load', () => {
    expect(bothRemote(idle(), ok(2), sum).status).toBe('idle')
    expect(bothRemote(ok(1), idle(), sum).status).toBe('idle')
  })
})
