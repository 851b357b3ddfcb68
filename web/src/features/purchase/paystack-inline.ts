import { CheckoutLoadError, type Checkout } from './checkout-contract';

// Paystack's inline script, loaded in the browser on first use. The npm package (@paystack/inline-js) asks for
// Node 22 or later to build, which the project's Node 24 meets; loaded from Paystack, it stays out of the bundle.
const SCRIPT_URL = 'https://js.paystack.co/v2/inline.js';

interface PaystackPopInstance {
  resumeTransaction(
    accessCode: string,
    callbacks: { onSuccess(t: { reference: string }): void; onCancel(): void; onError(e: { message: string }): void },
  ): void;
}
type PaystackPopClass = new () => PaystackPopInstance;

let loading: Promise<PaystackPopClass> | undefined;

function loadPaystack(): Promise<PaystackPopClass> {
  const existing = (window as unknown as { PaystackPop?: PaystackPopClass }).PaystackPop;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<PaystackPopClass>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { PaystackPop?: PaystackPopClass }).PaystackPop;
      if (loaded) resolve(loaded);
      else reject(new CheckoutLoadError());
    };
    script.onerror = () => reject(new CheckoutLoadError());
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined; // the next click tries again
    throw error;
  });
  return loading;
}

export function paystackInline(): Checkout {
  return {
    async resume(accessCode, callbacks) {
      const PaystackPop = await loadPaystack();
      new PaystackPop().resumeTransaction(accessCode, {
        onSuccess: (transaction) => callbacks.onSuccess(transaction.reference),
        onCancel: () => callbacks.onCancel(),
        onError: (error) => callbacks.onError(error.message),
      });
    },
  };
}
