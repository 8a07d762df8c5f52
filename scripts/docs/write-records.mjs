// npm run docs:records -- --out FILE [--year 2026]
// Writes the documentation search records (the same JSON the build emits as
// search/docs-index.json) to FILE, for uploading to Algolia.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { buildSearchRecords } from './records.mjs'

const { values } = parseArgs({
  options: { out: { type: 'string' }, year: { type: 'string', default: '2026' } },
})
if (!values.out) {
  console.error('Usage: npm run docs:records -- --out FILE [--year 2026]')
  process.exit(2)
}
const records = await buildSearchRecords({ docsYear: Number(values.year) })
const json = JSON.stringify(records)
const file = resolve(values.out)
mkdirSync(dirname(file), { recursive: true })
writeFileSync(file, json)
console.log(
  `${records.length} records, ${json.length} bytes (${gzipSync(json).length} gzip) → ${file}`,
)
