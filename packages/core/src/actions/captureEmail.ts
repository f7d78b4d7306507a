import { HttpStatusError } from '../errors/http.ts'
import { NoActiveCaipAddressError } from '../errors/internal.ts'
import type { Portico } from '../instance/createPortico.ts'
import { readCapturedAddresses } from '../siwx/emailCapture.ts'

export type CaptureEmailParameters = {
  email: string
  /** The visitor agreed to be contacted; the server stores the email only then, with the time. */
  consent: true
}

/** Whether the email was new for the project (a known one is kept once). */
export type CaptureEmailReturnType = { stored: boolean }

export type CaptureEmailErrorType = NoActiveCaipAddressError | HttpStatusError

/**
 * Sends the connected visitor's email to the Portico server (`POST /v1/emails`), which validates it,
 * keeps it once per project with the consent time, and lets the dapp read it with its admin token.
 *
 * @example
 * import { captureEmail } from '@portico/core'
 * await captureEmail(portico, { email: 'ada@example.org', consent: true })
 */
export async function captureEmail(
  portico: Portico,
  parameters: CaptureEmailParameters,
): Promise<CaptureEmailReturnType> {
  const { address } = portico.account.store.getState()
  if (!address) throw new NoActiveCaipAddressError()
  const url = portico.api.url('/v1/emails')
  const response = await portico.environment.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: parameters.email, consent: parameters.consent, address }),
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined
    throw new HttpStatusError(response.status, { url, body: body?.message })
  }
  const captured = readCapturedAddresses(portico.storage)
  if (!captured.includes(address)) {
    portico.storage.setItem('email-captured', [...captured, address])
  }
  return (await response.json()) as CaptureEmailReturnType
}
