/// <reference types="vite/client" />

declare const __APP_VERSION__: string

interface ImportMetaEnv {
  /** Base URL of the live environment configuration files; default "/config/". */
  readonly VITE_CONFIG_BASE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
