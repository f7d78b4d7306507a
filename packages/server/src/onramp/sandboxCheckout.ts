import type { SandboxOrder } from './createSandboxOnrampProvider.ts'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function tokenAmount(units: string, decimals: number): string {
  const digits = units.padStart(decimals + 1, '0')
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${digits.slice(0, digits.length - decimals)}${fraction ? `.${fraction}` : ''}`
}

/**
 * The sandbox checkout page: what is bought for which wallet, a card form that accepts only the test
 * card, and the delivery's result. A banner on every state says that no real payment is made.
 */
export function renderSandboxCheckout(order: SandboxOrder, nonce: string): string {
  const amount = `${tokenAmount(order.purchase_amount, order.decimals)} ${order.symbol}`
  const done = order.status !== 'pending'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout — Portico</title>
<style nonce="${nonce}">
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  .banner { background: #8a4b00; color: #fff; padding: 10px 16px; text-align: center; font-weight: 700; }
  main { max-width: 420px; margin: 24px auto; padding: 0 16px; display: flex; flex-direction: column; gap: 16px; }
  .card { border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 12px; padding: 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0; }
  dt { opacity: 0.75; } dd { margin: 0; text-align: right; word-break: break-all; font-weight: 600; }
  label { display: flex; flex-direction: column; gap: 6px; font-weight: 600; }
  input { font: inherit; padding: 10px 12px; border-radius: 8px; border: 1px solid color-mix(in srgb, CanvasText 35%, transparent); background: Canvas; color: CanvasText; }
  button { font: inherit; font-weight: 700; padding: 12px; border-radius: 999px; border: 0; background: #3b5bdb; color: #fff; cursor: pointer; }
  button[disabled] { opacity: 0.6; cursor: progress; }
  form { display: flex; flex-direction: column; gap: 12px; }
  .hint { opacity: 0.8; margin: 0; font-size: 14px; }
  [role=alert] { font-weight: 700; margin: 0; overflow-wrap: anywhere; }
  form[hidden] { display: none; }
</style>
</head>
<body>
<div class="banner" role="note">SANDBOX — test mode, no real payment is made and no real money moves</div>
<main>
  <h1>Buy ${escapeHtml(amount)}</h1>
  <section class="card" aria-label="Order">
    <dl>
      <dt>You pay</dt><dd>${escapeHtml(order.payment_amount)} ${escapeHtml(order.payment_currency)}</dd>
      <dt>You receive</dt><dd>${escapeHtml(amount)}</dd>
      <dt>Network</dt><dd>${escapeHtml(order.caip_network_id)}</dd>
      <dt>Wallet</dt><dd>${escapeHtml(order.destination)}</dd>
    </dl>
  </section>
  <section class="card" aria-label="Payment">
    <form id="pay" ${done ? 'hidden' : ''}>
      <label>Card number <input name="cardNumber" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242" required></label>
      <p class="hint">Use the test card 4242 4242 4242 4242 with any future date and any CVC.</p>
      <label>Expiry <input name="expiry" placeholder="12/34" autocomplete="off"></label>
      <label>CVC <input name="cvc" placeholder="123" autocomplete="off"></label>
      <button type="submit">Pay ${escapeHtml(order.payment_amount)} ${escapeHtml(order.payment_currency)}</button>
    </form>
    <p id="result" role="alert">${done ? statusText(order) : ''}</p>
  </section>
</main>
<script nonce="${nonce}">
  const form = document.getElementById('pay')
  const result = document.getElementById('result')
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const button = form.querySelector('button')
    button.disabled = true
    result.textContent = 'Processing payment…'
    const response = await fetch(location.pathname + '/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: form.cardNumber.value }),
    })
    const answer = await response.json()
    button.disabled = false
    if (!response.ok) { result.textContent = answer.message; return }
    form.hidden = true
    result.textContent = answer.status === 'completed'
      ? 'Payment received. ${escapeHtml(amount)} sent to your wallet (transaction ' + answer.txHash + '). You can close this tab.'
      : 'Payment received, but the delivery failed: ' + answer.error
  })
</script>
</body>
</html>`
}

function statusText(order: SandboxOrder): string {
  if (order.status === 'completed')
    return `Paid. The tokens were sent (transaction ${escapeHtml(order.tx_hash ?? '')}).`
  if (order.status === 'failed') return `Paid, but the delivery failed: ${escapeHtml(order.error ?? '')}`
  return 'Paid. Sending the tokens…'
}
