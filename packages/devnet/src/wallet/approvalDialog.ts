import type { ApprovalRequest, ApproveFn } from './provider.ts'

const STYLE = `
:host { all: initial; }
.backdrop { position: fixed; inset: 0; background: rgba(9, 12, 28, 0.45); display: flex;
  align-items: flex-start; justify-content: flex-end; padding: 16px; z-index: 2147483647;
  font: 14px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif; }
.dialog { width: 340px; max-height: calc(100vh - 32px); display: flex; flex-direction: column; gap: 12px;
  background: #fff; color: #141726; border-radius: 16px; padding: 16px; box-shadow: 0 12px 40px rgba(0,0,0,.3); }
header { display: flex; align-items: center; gap: 10px; }
header img { width: 32px; height: 32px; border-radius: 8px; }
h2 { font-size: 16px; margin: 0; }
.meta { color: #5b6079; font-size: 12px; }
pre { margin: 0; padding: 10px; background: #f2f4fb; border-radius: 10px; overflow: auto; max-height: 240px;
  white-space: pre-wrap; word-break: break-all; font: 12px/1.4 ui-monospace, monospace; }
.actions { display: flex; gap: 8px; }
button { flex: 1; border: 0; border-radius: 999px; padding: 10px 12px; font: 600 14px system-ui, sans-serif; cursor: pointer; }
button:focus-visible { outline: 2px solid #4d63ff; outline-offset: 2px; }
.reject { background: #eceef6; color: #141726; }
.approve { background: #4d63ff; color: #fff; }
`

export type CreateApprovalDialogParameters = {
  /** Defaults to globalThis.document. */
  document?: Document | undefined
  icon?: string | undefined
}

/**
 * An approve hook that shows each request in a small dialog (its own shadow root, so page CSS does
 * not reach it) with Approve and Reject buttons; requests queue and show one at a time.
 */
export function createApprovalDialog(parameters: CreateApprovalDialogParameters = {}): ApproveFn {
  const doc = parameters.document ?? document
  let queue: Promise<unknown> = Promise.resolve()

  function show(request: ApprovalRequest): Promise<boolean> {
    return new Promise((resolve) => {
      const host = doc.createElement('portico-dev-wallet-approval')
      host.setAttribute('data-method', request.method)
      const root = host.attachShadow({ mode: 'open' })
      const style = doc.createElement('style')
      style.textContent = STYLE
      const backdrop = doc.createElement('div')
      backdrop.className = 'backdrop'
      const dialog = doc.createElement('div')
      dialog.className = 'dialog'
      dialog.setAttribute('role', 'dialog')
      dialog.setAttribute('aria-modal', 'true')
      dialog.setAttribute('aria-label', `Portico Dev Wallet: ${request.title}`)

      const header = doc.createElement('header')
      if (parameters.icon) {
        const icon = doc.createElement('img')
        icon.src = parameters.icon
        icon.alt = ''
        header.append(icon)
      }
      const heading = doc.createElement('div')
      const title = doc.createElement('h2')
      title.textContent = request.title
      const meta = doc.createElement('div')
      meta.className = 'meta'
      meta.textContent = `Portico Dev Wallet · ${request.account.slice(0, 6)}…${request.account.slice(-4)} · ${request.chainName}`
      heading.append(title, meta)
      header.append(heading)

      const details = doc.createElement('pre')
      details.textContent = request.details

      const actions = doc.createElement('div')
      actions.className = 'actions'
      const reject = doc.createElement('button')
      reject.className = 'reject'
      reject.textContent = 'Reject'
      reject.setAttribute('data-action', 'reject')
      const approve = doc.createElement('button')
      approve.className = 'approve'
      approve.textContent = 'Approve'
      approve.setAttribute('data-action', 'approve')
      actions.append(reject, approve)

      const finish = (approved: boolean) => {
        host.remove()
        resolve(approved)
      }
      reject.addEventListener('click', () => finish(false))
      approve.addEventListener('click', () => finish(true))
      dialog.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') finish(false)
      })

      dialog.append(header, details, actions)
      backdrop.append(dialog)
      root.append(style, backdrop)
      const parent = doc.body ?? doc.documentElement
      parent.append(host)
      approve.focus()
    })
  }

  return (request) => {
    const result = queue.then(() => show(request))
    queue = result.catch(() => undefined)
    return result
  }
}
