// The browser build's main file (dist/browser/portico.js): everything a page without a build step
// needs to create the modal, plus the helpers to describe its networks.
export * from '../index.ts'
export { toCaipNetworkId } from '@portico/core'
