import { fixedMessageError } from './fixedMessage.ts'

/** SPEC §8: the visitor closed the modal during a request. */
export class ModalClosedError extends fixedMessageError('ModalClosedError', 'Modal closed') {}

/** SPEC §8: the wallet answered 4001 (or 5000) to a connection request. */
export class ConnectionRejectedError extends fixedMessageError(
  'ConnectionRejectedError',
  'Connection rejected',
  4001,
) {}

export class PopupClosedError extends fixedMessageError('PopupClosedError', 'Popup closed') {}

export class ConnectionFailedError extends fixedMessageError('ConnectionFailedError', 'Failed to connect') {}

export class SocialConnectionError extends fixedMessageError(
  'SocialConnectionError',
  'Failed to initiate social connection',
) {}

export class FarcasterConnectionError extends fixedMessageError(
  'FarcasterConnectionError',
  'Failed to connect to farcaster',
) {}

/** SPEC §8: the wallet is disconnected, the view reset, and this message shown. */
export class AuthInitializationError extends fixedMessageError(
  'AuthInitializationError',
  'A problem occurred while trying initialize authentication',
) {}

export class NoAuthConnectorError extends fixedMessageError(
  'NoAuthConnectorError',
  'No auth connector found',
) {}

export class NotConnectedToEmailOrSocialError extends fixedMessageError(
  'NotConnectedToEmailOrSocialError',
  'Not connected to email or social',
) {}
