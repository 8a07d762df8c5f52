// Runs the Vitest suite in UTC, then the date-sensitive tests (the date helpers in
// src/lib/dates.ts, the filing-period engine and everything else under src/config) again in
// zones west and east of U.S. Eastern time, so a result that depends on the machine's time zone
// fails here.
import { spawnSync } from 'node:child_process'

const runs = [
  { tz: 'UTC', args: [] },
  { tz: 'America/Los_Angeles', args: ['src/lib/dates.test.ts', 'src/config', 'src/features'] },
  { tz: 'Asia/Tokyo', args: ['src/lib/dates.test.ts', 'src/config', 'src/features'] },
  { tz: 'Australia/Lord_Howe', args: ['src/lib/dates.test.ts', 'src/config'] },
]

for (const { tz, args } of runs) {
  console.log(`\n▶ vitest in TZ=${tz} ${args.join(' ')}`)
  const result = spawnSync('npx', ['vitest', 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, TZ: tz },
  })
  if (result.status !== 0) {
    console.error(`Unit tests failed in TZ=${tz}`)
    process.exit(result.status ?? 1)
  }
}
