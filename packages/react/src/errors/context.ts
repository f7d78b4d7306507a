import { PorticoError } from '@portico/core'

/** A Portico hook was called outside `<PorticoProvider>`. */
export class PorticoProviderNotFoundError extends PorticoError {
  override name = 'PorticoProviderNotFoundError'
  constructor() {
    super('`usePortico` must be used within `PorticoProvider`.', {
      details: 'Render the component that calls the hook inside <PorticoProvider portico={portico}>.',
    })
  }
}

export type PorticoProviderNotFoundErrorType = PorticoProviderNotFoundError & {
  name: 'PorticoProviderNotFoundError'
}
