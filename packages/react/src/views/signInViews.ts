/** The views after a connection that asks for more: the sign-in message and the email capture. */
export { DataCaptureView } from './dataCapture.tsx'
export { SiwxSignMessageView } from './siwxSignMessage.tsx'
