// Runs the Vitest suite in UTC, then the date-sensitive tests (the date helpers in
// src/lib/dates.ts, the filing-period engine and everything else under src/config, and the
// feature tests that deal with dates) again in zones west and east of U.S. Eastern time, so a
// result that depends on the machine's time zone fails here.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A feature test deals with dates when it names one: a date API, the clock, a filing period or
 * deadline, a year or a month. The other feature tests (map geometry, markup rules, pickers…)
 * give the same result in every zone, so the zone runs skip them; a new test that mentions a
 * date is picked up without a list to keep.
 */
const DATE_WORDS =
  /Date|date|setSystemTime|useFakeTimers|deadline|Eastern|clock|timeZone|period|20[12]\d|January|February|March|April|May|June|July|August|September|October|November|December/

/** @param {string} dir @returns {string[]} */
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort()
}

const datedFeatureTests = testFiles('src/features').filter((file) =>
  DATE_WORDS.test(readFileSync(file, 'utf8')),
)

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
