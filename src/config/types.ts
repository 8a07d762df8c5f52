/** Shapes of the environment configuration (spec section 3). Parsed once where it enters. */

export type EnvironmentName = 'prod' | 'prod-beta' | 'dev' | 'dev-beta'

export type AlertType = 'info' | 'success' | 'warning' | 'error'

export interface Link {
  url: string
  text: string
}

export interface Announcement {
  heading?: string
  message: string
  type: AlertType
  link?: Link
}

/** An announcement shown on one tool's page, matched by the tool's name. */
export interface ToolAnnouncement extends Announcement {
  tool: string
}

export type DataPublicationKey =
  | 'shared'
  | 'mlar'
  | 'threeYear'
  | 'oneYear'
  | 'aggregate'
  | 'disclosure'
  | 'dynamic'
  | 'snapshot'
  | 'national'

export type QuarterKey = 'Q1' | 'Q2' | 'Q3'
export type GuardKey = QuarterKey | 'annual'

/** One year's guards: each a "MM/DD/YYYY - MM/DD/YYYY - MM/DD/YYYY" string (start - late - end). */
export type YearGuards = Partial<Record<GuardKey, string>>

/** Timed guards keyed by filing year, plus `preview`: periods that are always open. */
export interface TimedGuards {
  preview: string[]
  [year: string]: YearGuards | string[]
}

export interface ApiBases {
  filing: string
  public: string
  reporting: string
  dataBrowser: string
}

export interface SignupConfig {
  /** POST endpoint of the mailing-list service; null where signup is not offered. */
  url: string | null
  topicCode: string
}

export interface EnvironmentConfig {
  name: EnvironmentName
  announcement: Announcement[]
  fileServerDomain: string
  publicationReleaseYear: string
  mlarReleaseYear: string
  maintenanceMode: boolean
  filingAnnouncement: Announcement | null
  ffvtAnnouncement: Announcement | null
  toolAnnouncement: ToolAnnouncement[]
  dataPublicationYears: Record<DataPublicationKey, string[]>
  dataBrowserYears: string[]
  dataBrowserMapsYears: string[]
  timedGuards: TimedGuards
  signup: SignupConfig
  api: ApiBases
  /** Where the filing sign-in button leads; `{period}` and `{origin}` are filled in. */
  signInUrl: string
  contactEmail: string
  /** Algolia DocSearch credentials; null: the local index published by the build is searched. */
  docSearch: DocSearchConfig | null
  /** "Let us know." on the search's no-results screen: a mailto: or https address. */
  searchFeedbackUrl: string
}

/** The Algolia application, search-only key and index of the documentation search. */
export interface DocSearchConfig {
  appId: string
  apiKey: string
  indexName: string
}

export interface FilingPeriodDates {
  /** Epoch milliseconds. */
  start: number
  late: number
  end: number
}

export interface FilingPeriod {
  period: string
  startDate: string
  lateDate: string
  endDate: string
  isVisible: boolean
  dates: FilingPeriodDates
  isQuarterly: boolean
  isOpen: boolean
  isLate: boolean
  isClosed: boolean
  isPassed: boolean
}

export interface DerivedConfig extends EnvironmentConfig {
  filingPeriodStatus: Record<string, FilingPeriod>
  defaultPeriod: string
  defaultDocsPeriod: string
  /** The instant (epoch ms) the periods were computed for. */
  derivedAt: number
}
