// The workspace resolves @portico/* to their TypeScript sources through the "portico-source" export
// condition (each package's `exports` lists it before `types` and the built `dist/` files), so
// `npm start`, the tests and the bench need no build step. Vite and Vitest configs spread this object;
// tsconfig.base.json sets the same condition in `customConditions`; the server and relay bins run with
// `node --conditions=portico-source --import tsx` (see packages/server/src/testing/sourceProgram.ts). Published apps never set the condition.
import { defaultClientConditions, defaultServerConditions } from 'vite'

export const SOURCE_CONDITION = 'portico-source'

export const sourceConditions = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
}

/**
 * For Vitest configs: the same, plus Vitest's own environment, in which projects' global setups run
 * (a global setup that imports @portico/server would not find @portico/core's sources otherwise).
 */
export const testSourceConditions = {
  ...sourceConditions,
  environments: {
    __vitest__: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  },
}
