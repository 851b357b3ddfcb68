import { usersRepo } from '../adapters/users-repo';
import { functionEnv } from '../shared/env';
import { apiHandler, json } from '../shared/http';

const env = functionEnv('get-me');
const users = usersRepo(env);

/** GET /me: the caller's profile and balance; the first call creates the user with the sign-up bonus. */
export const handler = apiHandler('get-me', {}, async ({ userId, email, emailVerified }) => {
  const user = await users.ensureUser(userId, email, emailVerified);
  return json(200, {
    userId: user.userId,
    email: user.email,
    displayName: user.displayName,
    credits: user.credits,
    totalProcessed: user.totalProcessed,
    createdAt: user.createdAt,
    hasPurchased: user.hasPurchased === true,
    signupBonusUsedBefore: user.signupBonusUsedBefore === true,
  });
});
