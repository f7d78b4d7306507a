// Preloaded into the bundler's process: alto binds its HTTP server to 0.0.0.0, and nothing on the
// devnet may listen beyond the loopback interface, so every wildcard bind becomes 127.0.0.1.
import net from 'node:net'

const listen = net.Server.prototype.listen
const WILDCARDS = new Set(['0.0.0.0', '::', undefined])
net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first] = args
  if (first && typeof first === 'object' && WILDCARDS.has(first.host)) {
    args[0] = { ...first, host: process.env.PORTICO_BUNDLER_HOST ?? '127.0.0.1' }
  }
  return listen.apply(this, args)
}
