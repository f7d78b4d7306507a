/** Addresses of the `npm start` stack the e2e suites drive. */
export const STACK = {
  apiUrl: process.env.PORTICO_E2E_API_URL ?? 'http://127.0.0.1:8787',
  demoUrl: process.env.PORTICO_E2E_DEMO_URL ?? 'http://127.0.0.1:5173/',
} as const
