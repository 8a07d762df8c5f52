/**
 * The Data Publication products as data: which years each one exists for, its files on the
 * file server (current layout), freeze dates and update schedules. Facts from the programme's
 * public site configuration (2025 release); URLs are built here from the file server's base so
 * every environment (and the local sample services) share one set of rules.
 */

import type { DataPublicationKey } from '@/config/types'

export type DatasetKey = 'snapshot' | 'oneYear' | 'threeYear' | 'dynamic'
export type ProductKey = DatasetKey | 'mlar' | 'aggregate' | 'disclosure' | 'national'

export interface ProductInfo {
  key: ProductKey
  /** Key of the product's year list in the configuration. */
  configKey: DataPublicationKey
  name: string
  /** In-site path of the product's screen (without the year). */
  path: string
  /** What it is, in one sentence. */
  summary: string
  /** How often it changes. */
  schedule: string
  /** The documentation page about it. */
  docs: string
}

export const PRODUCTS: Record<ProductKey, ProductInfo> = {
  mlar: {
    key: 'mlar',
    configKey: 'mlar',
    name: 'Modified LAR',
    path: '/data-publication/modified-lar',
    summary:
      'One institution’s loan/application register for the year, with fields removed or generalised to protect applicants’ privacy; also as one combined file of every filer.',
    schedule:
      'Updated whenever an institution submits or resubmits its data; the combined files are rebuilt every Monday.',
    docs: '/documentation/publications/modified-lar',
  },
  dynamic: {
    key: 'dynamic',
    configKey: 'dynamic',
    name: 'Dynamic National Loan-Level Dataset',
    path: '/data-publication/dynamic-national-loan-level-dataset',
    summary:
      'Every institution’s modified records for the year in one national file, rebuilt from the latest submissions.',
    schedule: 'Rebuilt every Monday with resubmissions received since.',
    docs: '/documentation/publications/dynamic-national-loan-level-dataset',
  },
  snapshot: {
    key: 'snapshot',
    configKey: 'snapshot',
    name: 'Snapshot National Loan-Level Dataset',
    path: '/data-publication/snapshot-national-loan-level-dataset',
    summary:
      'The national data frozen a few months after the filing deadline: the basis of the annual reports and the Data Browser’s first release.',
    schedule: 'Fixed: taken once, a few months after the filing deadline.',
    docs: '/documentation/publications/snapshot-national-loan-level-dataset',
  },
  oneYear: {
    key: 'oneYear',
    configKey: 'oneYear',
    name: 'One-Year National Loan-Level Dataset',
    path: '/data-publication/one-year-national-loan-level-dataset',
    summary:
      'The national data as they stood one year after the filing deadline, with the late submissions and resubmissions of those twelve months.',
    schedule: 'Fixed: taken once, one year after the filing deadline.',
    docs: '/documentation/publications/one-year-national-loan-level-dataset',
  },
  threeYear: {
    key: 'threeYear',
    configKey: 'threeYear',
    name: 'Three-Year National Loan-Level Dataset',
    path: '/data-publication/three-year-national-loan-level-dataset',
    summary:
      'The national data as they stood three years after the filing deadline, near the end of the resubmission period: the final version.',
    schedule: 'Fixed: taken once, three years after the filing deadline.',
    docs: '/documentation/publications/three-year-national-loan-level-dataset',
  },
  aggregate: {
    key: 'aggregate',
    configKey: 'aggregate',
    name: 'Aggregate Reports',
    path: '/data-publication/aggregate-reports',
    summary:
      'Tables of lending activity in one metropolitan area (MSA/MD), across all reporting institutions.',
    schedule: 'Fixed: produced once, a few months after the filing deadline.',
    docs: '/documentation/publications/aggregate-reports',
  },
  disclosure: {
    key: 'disclosure',
    configKey: 'disclosure',
    name: 'Disclosure Reports',
    path: '/data-publication/disclosure-reports',
    summary:
      'The same tables for one institution in one MSA/MD, and its nationwide Institution Register Summary.',
    schedule: 'Fixed: produced once, a few months after the filing deadline.',
    docs: '/documentation/publications/disclosure-reports',
  },
  national: {
    key: 'national',
    configKey: 'national',
    name: 'National Aggregate Reports',
    path: '/data-publication/national-aggregate-reports',
    summary:
      'Nationwide summary tables in the report series used up to 2017; not produced for data collected in 2018 or later.',
    schedule: 'Fixed: produced once.',
    docs: '/documentation/publications/national-aggregate-reports',
  },
}

/** Order of the products on the overview. */
export const PRODUCT_ORDER: ProductKey[] = [
  'mlar',
  'dynamic',
  'snapshot',
  'oneYear',
  'threeYear',
  'aggregate',
  'disclosure',
  'national',
]

/** The configured years of a product, newest first (the `shared` list when it has none). */
export function productYears(
  years: Record<DataPublicationKey, string[]>,
  key: DataPublicationKey,
): string[] {
  const list = years[key]?.length ? years[key] : years.shared
  return [...list].sort((a, b) => Number(b) - Number(a))
}

/** The year in the URL when configured, else the newest configured year. */
export function pickYear(years: string[], requested: string | undefined): string | undefined {
  return requested && years.includes(requested) ? requested : years[0]
}
