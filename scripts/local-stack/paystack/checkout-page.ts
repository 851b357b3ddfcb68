const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The local stand-in for Paystack's hosted checkout: one button that pays. */
export function checkoutPage(accessCode: string, email: string, amount: number, currency: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local Paystack checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}button{font-size:1.1rem;padding:.6rem 1.4rem}</style></head>
<body><h1>Local Paystack checkout</h1>
<p>Test payment for <strong>${escape(email)}</strong>: <strong>${currency} ${(amount / 100).toFixed(2)}</strong></p>
<form method="post" action="/checkout/${encodeURIComponent(accessCode)}/pay"><button type="submit">Pay</button></form>
</body></html>`;
}
