// What the rest of the app uses from the legal pages; other features import them only from here.
export { PrivacyPolicyPage } from './privacy-policy-page';
export { TermsOfServicePage } from './terms-of-service-page';
