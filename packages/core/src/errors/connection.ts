import { PorticoError } from './base.ts'

type ConnectionErrorParameters = { cause?: unknown; details?: string | undefined }

/** SPEC §8: the visitor closed the modal during a request. */
export class ModalClosedError extends PorticoError {
  override name = 'ModalClosedError'
  constructor(parameters: ConnectionErrorParameters = {}) {
    super('Modal closed', parameters)
  }
}

/** SPEC §8: the wallet answered 4001 (or 5000) to a connection request. */
export class ConnectionRejectedError extends PorticoError {
  override name = 'ConnectionRejectedError'
  constructor(parameters: ConnectionErrorParameters = {}) {
    super('Connection rejected', { ...parameters, code: 4001 })
  }
}

export class PopupClosedError extends PorticoError {
  override name = 'PopupClosedError'
  constructor(parameters: ConnectionErrorParameters = {}) {
    super('Popup closed', parameters)
  }
}

export class ConnectionFailedError extends PorticoError {
  override name = 'ConnectionFailedError'
  constructor(parameters: ConnectionErrorParameters = {}) {
    super('Failed to connect', parameters)
  }
}

export class SocialConnectionError extends PorticoError {
  override name = 'SocialConnectionError'
  constructor(parameters: ConnectionErrorParameters = {}) {
    super('Failed to initiate social connection', parameters)
  }
}

export class FarcasterConnectionError extends PorticoError {
  override name = 'FarcasterConnectionError'
  constructor(parameters: ConnectionErrorParameters = {}) {
    super('Failed to connect to farcaster', parameters)
  }
}

/** SPEC §8: the wallet is disconnected, the view reset, and this message shown. */
export class AuthInitializationError extends PorticoError {
  override name = 'AuthInitializationError'
  constructor(parameters: ConnectionErrorParameters = {}) {
    super('A problem occurred while trying initialize authentication', parameters)
  }
}

export class NoAuthConnectorError extends PorticoError {
  override name = 'NoAuthConnectorError'
  constructor() {
    super('No auth connector found')
  }
}

export class NotConnectedToEmailOrSocialError extends PorticoError {
  override name = 'NotConnectedToEmailOrSocialError'
  constructor() {
    super('Not connected to email or social')
  }
}
