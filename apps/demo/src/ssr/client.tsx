import { cookieToInitialState } from '@portico/core'
import { hydrateRoot } from 'react-dom/client'
import { createSsrPortico, SsrApp } from './ssrApp.tsx'

type HydrationRecord = { errors: string[]; serverText: string; hydratedText?: string }

const root = document.getElementById('root')!
const record: HydrationRecord = { errors: [], serverText: root.textContent ?? '' }
;(window as unknown as { porticoHydration: HydrationRecord }).porticoHydration = record

hydrateRoot(
  root,
  <SsrApp
    portico={createSsrPortico()}
    initialState={cookieToInitialState(document.cookie)}
    onHydrated={() => {
      record.hydratedText = root.textContent ?? ''
    }}
  />,
  { onRecoverableError: (error) => record.errors.push(String(error)) },
)
