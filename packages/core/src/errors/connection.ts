import { PROVIDER_ERROR_CODES } from './codes.ts'
import { fixedMessageError } from './fixedMessage.ts'

/** docs/rules/errors.md: the visitor closed the modal during a request. */
export class ModalClosedError extends fixedMessageError('ModalClosedError', 'Modal closed', 'modalClosed') {}

export type ModalClosedErrorType = ModalClosedError & { name: 'ModalClosedError' }

/** docs/rules/errors.md: the wallet answered 4001 (or 5000) to a connection request. */
export class ConnectionRejectedError extends fixedMessageError(
  'ConnectionRejectedError',
  'Connection rejected',
  'connectionRejected',
  PROVIDER_ERROR_CODES.UserRejectedRequest,
) {}

export type ConnectionRejectedErrorType = ConnectionRejectedError & { name: 'ConnectionRejectedError' }

export class PopupClosedError extends fixedMessageError('PopupClosedError', 'Popup closed', 'popupClosed') {}

export type PopupClosedErrorType = PopupClosedError & { name: 'PopupClosedError' }

export class ConnectionFailedError extends fixedMessageError(
  'ConnectionFailedError',
  'Failed to connect',
  'connectionFailed',
) {}

export type ConnectionFailedErrorType = ConnectionFailedError & { name: 'ConnectionFailedError' }

export class SocialConnectionError extends fixedMessageError(
  'SocialConnectionError',
  'Failed to initiate social connection',
  'socialConnectionFailed',
) {}

export type SocialConnectionErrorType = SocialConnectionError & { name: 'SocialConnectionError' }

export class FarcasterConnectionError extends fixedMessageError(
  'FarcasterConnectionError',
  'Failed to connect to farcaster',
  'farcasterConnectionFailed',
) {}

export type FarcasterConnectionErrorType = FarcasterConnectionError & { name: 'FarcasterConnectionError' }

/** docs/rules/errors.md: the wallet is disconnected, the view reset, and this message shown. */
export class AuthInitializationError extends fixedMessageError(
  'AuthInitializationError',
  'A problem occurred while trying initialize authentication',
  'authInitializationFailed',
) {}

export type AuthInitializationErrorType = AuthInitializationError & { name: 'AuthInitializationError' }

export class NoAuthConnectorError extends fixedMessageError(
  'NoAuthConnectorError',
  'No auth connector found',
  'noAuthConnector',
) {}

export type NoAuthConnectorErrorType = NoAuthConnectorError & { name: 'NoAuthConnectorError' }

export class NotConnectedToEmailOrSocialError extends fixedMessageError(
  'NotConnectedToEmailOrSocialError',
  'Not connected to email or social',
  'notConnectedToEmailOrSocial',
) {}

export type NotConnectedToEmailOrSocialErrorType = NotConnectedToEmailOrSocialError & {
  name: 'NotConnectedToEmailOrSocialError'
}
