// Runs the Vitest suite in UTC, then the date-sensitive tests (the date helpers in
// src/lib/dates.ts, the filing-period engine and everything else under src/config, and the
// feature tests that handle dates) again in zones west and east of U.S. Eastern time, so a
// result that depends on the machine's time zone fails here.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * A feature test depends on the machine's zone only when it handles instants or calendar dates:
 * it pins or reads the clock, builds or formats a Date, or asserts a date written out (ISO, US or
 * "March 1"). The test's own text decides, and so does the text of the test kits it imports
 * (files named …test…, …kit…, …fixture…), where the dates of a shared fixture live. The other
 * feature tests (a year in a URL, a filing period as a string, map geometry, markup rules) give
 * the same result in every zone, so the zone runs skip them; a new test that handles a date is
 * picked up without a list to keep.
 */
const ZONE_SENSITIVE =
  /setSystemTime|useFakeTimers|new Date|Date\.(now|UTC|parse)|toLocale|Intl\.|timeZone|Eastern|(?<!\d)20[12]\d-[01]\d-[0-3]\d|(?<!\d)[01]?\d\/[0-3]?\d\/20[12]\d|\b(January|February|March|April|May|June|July|August|September|October|November|December) \d/
/** `from '…'` imports of test kits, relative or through the `@/` alias. */
const KIT_IMPORT = /from '((?:\.{1,2}\/|@\/)[^']*(?:test|kit|fixture)[^']*)'/gi

/** @param {string} dir @returns {string[]} */
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort()
}

/** @param {string} from @param {string} spec @returns {string | undefined} */
function resolveKit(from, spec) {
  const base = spec.startsWith('@/') ? join('src', spec.slice(2)) : join(dirname(from), spec)
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path))
}

/** @param {string} file */
function handlesDates(file) {
  const text = readFileSync(file, 'utf8')
  if (ZONE_SENSITIVE.test(text)) return true
  return [...text.matchAll(KIT_IMPORT)].some(([, spec]) => {
    const kit = resolveKit(file, spec)
    return kit !== undefined && ZONE_SENSITIVE.test(readFileSync(kit, 'utf8'))
  })
}

const datedFeatureTests = testFiles('src/features').filter(handlesDates)

const runs = [
  { tz: 'UTC', args: [] },
  {
    tz: 'America/Los_Angeles',
    args: ['src/lib/dates.test.ts', 'src/config', ...datedFeatureTests],
  },
  { tz: 'Asia/Tokyo', args: ['src/lib/dates.test.ts', 'src/config', ...datedFeatureTests] },
  { tz: 'Australia/Lord_Howe', args: ['src/lib/dates.test.ts', 'src/config'] },
]

for (const { tz, args } of runs) {
  const shown = args.length > 6 ? [...args.slice(0, 2), `and ${args.length - 2} more`] : args
  console.log(`\n▶ vitest in TZ=${tz} ${shown.join(' ')}`)
  const result = spawnSync('npx', ['vitest', 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, TZ: tz },
  })
  if (result.status !== 0) {
    console.error(`Unit tests failed in TZ=${tz}`)
    process.exit(result.status ?? 1)
  }
}
