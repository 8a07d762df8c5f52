/**
 * Test builder: the latest submission of the test bank for 2025 in status `code` (the
 * platform's status code), with `extra` fields over the defaults.
 */
import type { LatestSubmission } from '@/lib/api/filing'

export const TEST_LEI = 'HMDATESTBANK00000137'

export const latestSubmission = (
  code: number,
  extra: Partial<LatestSubmission> = {},
): LatestSubmission => ({
  lei: TEST_LEI,
  period: { year: 2025, quarter: null },
  sequenceNumber: 3,
  status: { code, message: '', description: '' },
  start: 0,
  end: 0,
  fileName: 'bank.txt',
  receipt: '',
  signerUsername: null,
  qualityVerified: false,
  macroVerified: false,
  qualityExists: false,
  macroExists: false,
  ...extra,
})
