const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const style = `<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
form{display:inline}button{font-size:1.05rem;padding:.55rem 1.2rem;margin:.25rem .4rem .25rem 0}</style>`;

/**
 * Tells the page that opened the checkout (the SPA's frame host, or a popup opener) what happened,
 * the way Paystack's inline script reports onSuccess / onCancel / onError. Only the reference travels.
 */
const report = (message: Record<string, string>) => `<script>
(function () {
  var message = Object.assign({ source: 'local-paystack' }, ${JSON.stringify(message).replace(/</g, '\\u003c')});
  var host = window.parent !== window ? window.parent : window.opener;
  if (host) host.postMessage(message, '*');
})();
</script>`;

/** The local stand-in for Paystack's checkout: Pay, Fail (a declined card) and Cancel. */
export function checkoutPage(accessCode: string, email: string, amount: number, currency: string): string {
  const code = encodeURIComponent(accessCode);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local Paystack checkout</title>${style}</head>
<body><h1>Local Paystack checkout</h1>
<p>Test payment for <strong>${escape(email)}</strong>:
  <strong>${escape(currency)} ${(amount / 100).toFixed(2)}</strong></p>
<form method="post" action="/checkout/${code}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${code}/fail"><button type="submit">Fail</button></form>
<button type="button" id="cancel">Cancel</button>
<p id="cancelled" hidden>Payment cancelled.</p>
<script>
document.getElementById('cancel').addEventListener('click', function () {
  var host = window.parent !== window ? window.parent : window.opener;
  if (host) host.postMessage({ source: 'local-paystack', event: 'cancel' }, '*');
  else document.getElementById('cancelled').hidden = false;
});
</script>
</body></html>`;
}

/** After Pay or Fail: the outcome, reported to the opener. */
export function resultPage(
  outcome: { event: 'success'; reference: string } | { event: 'error'; reference: string; message: string },
): string {
  const text = outcome.event === 'success' ? 'Payment successful.' : `Payment failed: ${outcome.message}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local Paystack checkout</title>${style}</head>
<body><h1>Local Paystack checkout</h1><p role="status">${escape(text)}</p>${report(outcome)}</body></html>`;
}
