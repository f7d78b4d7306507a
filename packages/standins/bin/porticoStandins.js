#!/usr/bin/env node
// Starts the embedded wallet's local stand-ins (mail catcher, OpenID provider, Farcaster relay) on
// 127.0.0.1 with ports from PORTICO_SMTP_PORT (2525), PORTICO_MAIL_PORT (8025), PORTICO_OIDC_PORT (9090)
// and PORTICO_FARCASTER_PORT (8789). For development and tests only.
import { register } from 'tsx/esm/api'

register()
const { startStandins } = await import('../src/startStandins.ts')
const running = await startStandins(process.env)
console.log(`Stand-ins ready: ${JSON.stringify(running.urls)}`)
const stop = () => running.close().then(() => process.exit(0))
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
