/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PORTICO_API_URL?: string
  readonly VITE_PORTICO_PROJECT_ID?: string
}
