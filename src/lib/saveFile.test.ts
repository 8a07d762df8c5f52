import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CSV_TYPE, saveFile, saveUrl, TEXT_TYPE } from './saveFile'

describe('saveFile', () => {
  const created: Blob[] = []
  let clicked: { href: string; download: string; inDocument: boolean }[] = []

  beforeEach(() => {
    vi.useFakeTimers()
    created.length = 0
    clicked = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob)
      return `blob:test/${String(created.length)}`
    })
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, inDocument: this.isConnected })
    })
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('saves text under the name given, as CSV by default, and cleans up', async () => {
    saveFile('report.csv', 'a,b\n1,2\n')
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'report.csv', inDocument: true }])
    expect(created[0]?.type).toBe(CSV_TYPE)
    expect(await created[0]?.text()).toBe('a,b\n1,2\n')
    expect(document.querySelectorAll('a[download]')).toHaveLength(0)
    expect(URL.revokeObjectURL).not.toHaveBeenCalled()
    vi.advanceTimersByTime(10_000)
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1')
  })

  it('takes another type for text, and a Blob as it is', () => {
    saveFile('lar.txt', '1|X', TEXT_TYPE)
    expect(created[0]?.type).toBe(TEXT_TYPE)
    const blob = new Blob(['x'], { type: 'image/svg+xml' })
    saveFile('graph.svg', blob)
    expect(created[1]).toBe(blob)
    expect(clicked.map((c) => c.download)).toEqual(['lar.txt', 'graph.svg'])
  })

  it('removes the link even when the click throws', () => {
    vi.mocked(HTMLAnchorElement.prototype.click).mockImplementation(() => {
      throw new Error('blocked')
    })
    expect(() => saveFile('a.csv', 'x')).toThrow('blocked')
    expect(document.querySelectorAll('a[download]')).toHaveLength(0)
    vi.advanceTimersByTime(10_000)
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1)
  })

  it("downloads a URL under the name given, or the server's when none is", () => {
    saveUrl('data:image/png;base64,AA', 'graph.png')
    saveUrl('/hmda-files/x.csv')
    expect(clicked.map((c) => c.download)).toEqual(['graph.png', ''])
    expect(URL.createObjectURL).not.toHaveBeenCalled()
    expect(document.querySelectorAll('a[download]')).toHaveLength(0)
  })
})
