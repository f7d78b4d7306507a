/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PROJECT_ID: string
  readonly VITE_PORTICO_API_URL: string
  readonly VITE_RPC_URL_A: string
  readonly VITE_RPC_URL_B: string
}
