// A minimal ZIP writer (method 0, "stored": no compression), enough for the sample downloads to
// be real zip files that any unzip tool opens.

import { newTicket, yieldToLoop } from './stream.mjs'

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/**
 * CRC-32 of `bytes`; pass the CRC of the bytes before them to continue it.
 * @param {Uint8Array} bytes
 * @param {number} [previous]
 */
export function crc32(bytes, previous = 0) {
  let c = (previous ^ 0xffffffff) >>> 0
  for (let i = 0; i < bytes.length; i++)
    c = /** @type {number} */ (CRC_TABLE[(c ^ /** @type {number} */ (bytes[i])) & 0xff]) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/**
 * CRC-32 of a large buffer, a slice at a time with a turn of the event loop between slices.
 * @param {Uint8Array} bytes
 * @param {number} [slice]
 */
export async function crc32Async(bytes, slice = 1 << 19) {
  const ticket = newTicket()
  let crc = 0
  for (let i = 0; i < bytes.length; i += slice) {
    crc = crc32(bytes.subarray(i, i + slice), crc)
    await yieldToLoop(ticket)
  }
  return crc
}

/**
 * DOS time and date fields of `date` (UTC).
 * @param {Date} date
 */
function dosDateTime(date) {
  const time =
    (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1)
  const day =
    ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate()
  return { time, day }
}

/** @typedef {{ name: string, data: Buffer | string, crc?: number }} ZipEntry */

/**
 * A zip archive (Buffer) of `entries` [{ name, data: Buffer|string, crc? }], stored
 * uncompressed, every entry dated `date`. `crc` (the data's CRC-32) is computed when absent.
 * @param {ZipEntry[]} entries
 * @param {Date} [date]
 */
export function storeZip(entries, date = new Date(Date.UTC(2025, 0, 1))) {
  const { time, day } = dosDateTime(date)
  /** @type {Buffer[]} */
  const locals = []
  /** @type {Buffer[]} */
  const centrals = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8')
    const crc = entry.crc ?? crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt16LE(0, 8) // stored
    local.writeUInt16LE(time, 10)
    local.writeUInt16LE(day, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    locals.push(local, name, data)

    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // version made by
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(0, 10)
    central.writeUInt16LE(time, 12)
    central.writeUInt16LE(day, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, ...centrals, end])
}

/**
 * storeZip for large entries: the CRCs are computed without holding the event loop.
 * @param {ZipEntry[]} entries
 * @param {Date} [date]
 */
export async function storeZipAsync(entries, date) {
  /** @type {ZipEntry[]} */
  const prepared = []
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8')
    prepared.push({ name: entry.name, data, crc: await crc32Async(data) })
  }
  return storeZip(prepared, date)
}
