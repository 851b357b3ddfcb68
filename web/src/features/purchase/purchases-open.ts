import { isPlaceholder, peekAppConfig, type AppConfig } from '../../config/app-config';

/**
 * Whether this deployment takes payments: its app-config.json carries a Paystack public key. Until a
 * stage sets one (cdk.json `stages.<stage>.paystackPublicKey`) no Buy button shows anywhere.
 */
export function purchasesOpen(config: AppConfig | undefined = peekAppConfig()): boolean {
  return !!config && !isPlaceholder(config.paystackPublicKey);
}
