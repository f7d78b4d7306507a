/**
 * The vault's own screens, drawn in the secure origin over the dapp's modal: approvals, the recovery
 * passcode and key export. A script of the dapp cannot read or click into them (cross-origin frame).
 */

import { t } from './messages/index.ts'

export type ScreenHost = { show(): void; hide(): void }

let host: ScreenHost = { show: () => undefined, hide: () => undefined }

export function setScreenHost(next: ScreenHost): void {
  host = next
}

type Element = { tag: string; text?: string; className?: string; attributes?: Record<string, string> }

function element({ tag, text, className, attributes }: Element): HTMLElement {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  if (className) node.className = className
  for (const [name, value] of Object.entries(attributes ?? {})) node.setAttribute(name, value)
  return node
}

/**
 * A paragraph of a screen text whose data (an origin, an address, an amount) the messages isolate in
 * right-to-left text (FSI … PDI): each piece becomes a `<bdi>`, laid out as one block that moves whole to
 * the next line rather than wrapping the sentence around its parts (a long URL still wraps inside it).
 */
function paragraph(text: string, className: string): HTMLElement {
  const node = element({ tag: 'p', className })
  text.split(/\u2068([^\u2069]*)\u2069/).forEach((part, index) => {
    if (index % 2 === 0) node.append(part)
    else node.append(element({ tag: 'bdi', text: part }))
  })
  return node
}

/** Shows one dialog at a time; `build` fills it and resolves through `done`. */
function dialog<result>(
  title: string,
  build: (body: HTMLElement, done: (value: result) => void) => void,
): Promise<result> {
  return new Promise<result>((resolve) => {
    const root = document.getElementById('vault') as HTMLElement
    root.replaceChildren()
    const card = element({
      tag: 'div',
      className: 'card',
      attributes: { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'vault-title' },
    })
    const heading = element({ tag: 'h1', text: title, attributes: { id: 'vault-title' } })
    const origin = paragraph(t('origin', { host: location.host }), 'origin')
    const body = element({ tag: 'div', className: 'body' })
    card.append(heading, origin, body)
    root.append(card)
    root.hidden = false
    host.show()
    build(body, (value) => {
      root.hidden = true
      root.replaceChildren()
      host.hide()
      resolve(value)
    })
    ;(card.querySelector('input, button.primary') as HTMLElement | null)?.focus()
  })
}

function buttons(
  body: HTMLElement,
  labels: { cancel: string; confirm: string },
  onCancel: () => void,
  onConfirm: () => void,
) {
  const row = element({ tag: 'div', className: 'actions' })
  const cancel = element({ tag: 'button', text: labels.cancel, attributes: { type: 'button' } })
  const confirm = element({
    tag: 'button',
    text: labels.confirm,
    className: 'primary',
    attributes: { type: 'submit' },
  })
  cancel.addEventListener('click', onCancel)
  confirm.addEventListener('click', onConfirm)
  row.append(cancel, confirm)
  body.append(row)
  return { confirm: confirm as HTMLButtonElement }
}

export type ApprovalSummary = { title: string; lines: readonly string[]; detail?: string | undefined }

/** The approval screen of a signing request: resolves true on Approve, false on Reject. */
export function approve(summary: ApprovalSummary): Promise<boolean> {
  return dialog<boolean>(summary.title, (body, done) => {
    for (const line of summary.lines) body.append(paragraph(line, 'summary'))
    if (summary.detail)
      body.append(element({ tag: 'pre', text: summary.detail, attributes: { tabindex: '0', dir: 'auto' } }))
    buttons(
      body,
      { cancel: t('reject'), confirm: t('approve') },
      () => done(false),
      () => done(true),
    )
  })
}

/** A text field with a label, for passcodes and codes. */
function field(body: HTMLElement, label: string, type: string): HTMLInputElement {
  const wrap = element({ tag: 'label', text: label })
  const input = element({ tag: 'input', attributes: { type, autocomplete: 'off' } }) as HTMLInputElement
  wrap.append(input)
  body.append(wrap)
  return input
}

/** Asks for the recovery passcode on a new device; undefined when the user cancels. */
export function askPasscode(attempt: number): Promise<string | undefined> {
  return dialog<string | undefined>(t('passcodeTitle'), (body, done) => {
    body.append(element({ tag: 'p', text: t('passcodeText') }))
    if (attempt > 0)
      body.append(
        element({
          tag: 'p',
          className: 'error',
          text: t('passcodeWrong'),
          attributes: { role: 'alert' },
        }),
      )
    const input = field(body, t('passcodeLabel'), 'password')
    buttons(
      body,
      { cancel: t('cancel'), confirm: t('unlock') },
      () => done(undefined),
      () => input.value && done(input.value),
    )
  })
}

/** Asks for an email code (re-authentication before export or a passcode change). */
export function askCode(title: string, text: string, error?: string): Promise<string | undefined> {
  return dialog<string | undefined>(title, (body, done) => {
    body.append(element({ tag: 'p', text }))
    if (error)
      body.append(element({ tag: 'p', className: 'error', text: error, attributes: { role: 'alert' } }))
    const input = field(body, t('codeLabel'), 'text')
    input.inputMode = 'numeric'
    input.maxLength = 6
    buttons(
      body,
      { cancel: t('cancel'), confirm: t('continue') },
      () => done(undefined),
      () => /^\d{6}$/.test(input.value) && done(input.value),
    )
  })
}

/** Asks for a new passcode twice; undefined when the user cancels. */
export function askNewPasscode(error?: string): Promise<string | undefined> {
  return dialog<string | undefined>(t('newPasscodeTitle'), (body, done) => {
    body.append(
      element({
        tag: 'p',
        text: t('newPasscodeText'),
      }),
    )
    if (error)
      body.append(element({ tag: 'p', className: 'error', text: error, attributes: { role: 'alert' } }))
    const first = field(body, t('newPasscodeLabel'), 'password')
    const second = field(body, t('repeatPasscodeLabel'), 'password')
    buttons(
      body,
      { cancel: t('cancel'), confirm: t('savePasscode') },
      () => done(undefined),
      () => {
        if (first.value.length >= 8 && first.value === second.value) done(first.value)
        else second.setCustomValidity(t('passcodeMismatch'))
        second.reportValidity()
      },
    )
  })
}

/** Shows exported keys until the user closes the screen. */
export function showSecrets(secrets: readonly { label: string; value: string }[]): Promise<void> {
  return dialog<void>(t('secretsTitle'), (body, done) => {
    body.append(
      element({
        tag: 'p',
        className: 'error',
        text: t('secretsWarning'),
      }),
    )
    for (const secret of secrets) {
      body.append(element({ tag: 'h2', text: secret.label }))
      body.append(element({ tag: 'pre', text: secret.value, attributes: { tabindex: '0', dir: 'ltr' } }))
    }
    const row = element({ tag: 'div', className: 'actions' })
    const close = element({
      tag: 'button',
      text: t('done'),
      className: 'primary',
      attributes: { type: 'button' },
    })
    close.addEventListener('click', () => {
      for (const node of body.querySelectorAll('pre')) node.textContent = ''
      done()
    })
    row.append(close)
    body.append(row)
  })
}

/** A message screen with one button. */
export function notice(title: string, text: string): Promise<void> {
  return dialog<void>(title, (body, done) => {
    body.append(element({ tag: 'p', text }))
    const row = element({ tag: 'div', className: 'actions' })
    const close = element({
      tag: 'button',
      text: t('close'),
      className: 'primary',
      attributes: { type: 'button' },
    })
    close.addEventListener('click', () => done())
    row.append(close)
    body.append(row)
  })
}
