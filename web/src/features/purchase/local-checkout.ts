import type { Checkout } from './checkout-contract';

/**
 * The local Paystack stand-in's checkout page in an overlay frame, as Paystack's inline checkout
 * shows its own. The page reports Pay, Fail and Cancel by postMessage; only its origin is heard.
 */
export function localCheckout(checkoutUrl: string): Checkout {
  const origin = new URL(checkoutUrl).origin;
  return {
    resume(accessCode, callbacks) {
      const overlay = document.createElement('div');
      overlay.className = 'local-checkout';
      const frame = document.createElement('iframe');
      frame.title = 'Local Paystack checkout';
      frame.src = `${origin}/checkout/${encodeURIComponent(accessCode)}`;
      overlay.append(frame);
      const close = () => {
        window.removeEventListener('message', onMessage);
        overlay.remove();
      };
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== origin || event.source !== frame.contentWindow) return;
        const data = event.data as { source?: string; event?: string; reference?: unknown; message?: unknown } | null;
        if (data?.source !== 'local-paystack') return;
        if (data.event === 'success') {
          close();
          callbacks.onSuccess(String(data.reference));
        } else if (data.event === 'cancel') {
          close();
          callbacks.onCancel();
        } else if (data.event === 'error') {
          close();
          callbacks.onError(String(data.message ?? 'Declined'));
        }
      };
      window.addEventListener('message', onMessage);
      document.body.append(overlay);
      frame.focus();
      return Promise.resolve();
    },
  };
}
