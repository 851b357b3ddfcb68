import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * Cognito PreSignUp: e-mail sign-ups are confirmed at once (the product has no confirmation step).
 * Only the self-service sign-up is touched; admin-created and federated users keep Cognito's rules.
 */
export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  if (event.triggerSource === 'PreSignUp_SignUp') {
    event.response.autoConfirmUser = true;
    if (event.request.userAttributes?.email) event.response.autoVerifyEmail = true;
  }
  return event;
}
