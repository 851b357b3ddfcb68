/**
 * Spec §3 "Analytics events": every event the app sends, and the fields each one carries. Nothing
 * else is ever sent: no e-mail address (only its domain), no statement contents, no passwords.
 */
export const ANALYTICS_EVENTS = [
  'sign_up',
  'upload_abandonment',
  'view_item_list',
  'credit_purchase_abandonment',
  'app_error',
  'file_download_started',
  'file_download_completed',
  'file_download_error',
  'registration_abandonment',
  'pdf_upload_started',
  'pdf_upload_confirmed',
  'pdf_conversion_success',
  'pdf_conversion_error',
  'begin_checkout',
  'purchase',
  'credit_purchase',
  'payment_error',
  'dashboard_view',
  'page_view',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Spec §3: registered users are 'free_user' until their first paid purchase. */
export type UserLabel = 'free_user' | 'paying_user';

export interface ErrorFields {
  /** A short machine name: an error code or exception name, never free text. */
  error_type: string;
  /** The product's own message for it (what the user read). */
  error_message: string;
  /** Where it happened. */
  component: string;
}

export interface FileFields {
  /** The uploaded PDF's name, with long digit runs masked (they are often account numbers). */
  file_name: string;
}

export interface DownloadFields extends FileFields {
  /** csv, xlsx, ofx or qbo. */
  file_format: string;
}

export interface CreditFields {
  selected_credits: number;
  /** The price in rand. */
  selected_amount: number;
}

export interface CheckoutFields extends CreditFields {
  currency: 'ZAR';
  /** The same price as `selected_amount`, under the name GA4's e-commerce reports read. */
  value: number;
}

export interface AnalyticsEventFields {
  page_view: { page_path: string; page_title: string; page_location: string };
  sign_up: {
    method: 'email' | 'google';
    user_id: string;
    email_domain: string;
    registration_source: 'email_form' | 'google_oauth';
    promo_code_used?: boolean;
    promo_credits_received?: number;
  };
  registration_abandonment: { abandonment_stage: 'form' | 'confirm_code' };
  dashboard_view: { user_type: UserLabel };
  pdf_upload_started: FileFields;
  pdf_upload_confirmed: FileFields & { password_protected: boolean; statement_year_given: boolean };
  upload_abandonment: FileFields & { abandonment_stage: 'convert_dialog' | 'uploading' };
  pdf_conversion_success: FileFields & { credits_required: number };
  pdf_conversion_error: FileFields & ErrorFields;
  file_download_started: DownloadFields;
  file_download_completed: DownloadFields;
  file_download_error: DownloadFields & ErrorFields;
  view_item_list: CreditFields & { item_list_name: 'credit_packages' };
  begin_checkout: CheckoutFields;
  purchase: CheckoutFields & { transaction_id: string };
  credit_purchase: CreditFields;
  credit_purchase_abandonment: CreditFields & { abandonment_stage: 'credit_selection' | 'checkout' | 'payment_error' };
  payment_error: ErrorFields & Partial<CreditFields>;
  app_error: ErrorFields;
}

export interface AnalyticsUser {
  userId: string;
  label: UserLabel;
}

export function userLabel(hasPurchased: boolean | undefined): UserLabel {
  return hasPurchased ? 'paying_user' : 'free_user';
}

/** The part after the @, lower-cased: which provider, never whose address. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}
