import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SIGNUP_BONUS_CREDITS, type MeView } from '@bankcsv/domain';
import { ddb } from '../shared/clients';
import { HttpError } from '../shared/http';
import { addressDigest } from '../shared/secrets';
import { ACCOUNT_DELETED_ENTRY, SIGNUP_ENTRY, ledgerIds, signupAddressKey } from './ledger-ids';
import { debit, refund } from './conversion-credits';
import { failedAt, transactWrite } from './transactions';

export { InsufficientCreditsError } from './conversion-credits';

// Credits change only here (and in conversion-credits.ts, bound below), and every change is one
// transaction: a ledger entry written with attribute_not_exists (so it happens once) plus the balance
// update. The balance therefore always equals the sum of the ledger.

export interface UserRecord extends MeView {
  lastUpdated: string;
  /** Set with the ledger entry `signup` in one transaction. */
  signupBonusGranted?: boolean;
  /** The address had its sign-up bonus on an earlier account, so this one gets none. */
  signupBonusUsedBefore?: boolean;
}

export interface LedgerTables {
  USERS_TABLE: string;
  LEDGER_TABLE: string;
  /** Keys the address hash of the sign-up bonus; only functions that may grant it have it. */
  APP_SECRET_ARN?: string;
}

/** The caller's account was deleted; its still-valid token gets a 401, never a new account. */
export class AccountDeletedError extends HttpError {
  override readonly name = 'AccountDeletedError';
  constructor() {
    super(401, 'This account has been deleted.');
  }
}

async function getUser(tables: LedgerTables, userId: string): Promise<UserRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tables.USERS_TABLE, Key: { userId }, ConsistentRead: true }));
  return out.Item as UserRecord | undefined;
}

/**
 * The caller's record, created with no credits on first sight. The sign-up bonus goes only to a
 * verified address: the PostConfirmation trigger grants it, and so does this call when the token
 * says the e-mail is verified (Google sign-in, or a trigger delivery that failed).
 */
async function ensureUser(
  tables: LedgerTables,
  userId: string,
  email: string | undefined,
  emailVerified = false,
): Promise<UserRecord> {
  const user = (await getUser(tables, userId)) ?? (await createUser(tables, userId, email));
  return emailVerified && !user.signupBonusGranted && !user.signupBonusUsedBefore
    ? grantSignupBonus(tables, userId, email)
    : user;
}

async function createUser(tables: LedgerTables, userId: string, email: string | undefined): Promise<UserRecord> {
  const now = new Date().toISOString();
  const user: UserRecord = {
    userId,
    email: email ?? '',
    displayName: '',
    credits: 0,
    totalProcessed: 0,
    createdAt: now,
    lastUpdated: now,
  };
  // The ledger outlives a deleted account: a token issued before the deletion must not bring it back.
  const outcome = await transactWrite({
    TransactItems: [
      { Put: { TableName: tables.USERS_TABLE, Item: user, ConditionExpression: 'attribute_not_exists(userId)' } },
      {
        ConditionCheck: {
          TableName: tables.LEDGER_TABLE,
          Key: { userId, entryId: ACCOUNT_DELETED_ENTRY },
          ConditionExpression: 'attribute_not_exists(entryId)',
        },
      },
    ],
  });
  if (failedAt(outcome, 1)) throw new AccountDeletedError();
  const created = await getUser(tables, userId);
  if (created) return created;
  throw new Error('The user record was not readable after creation');
}

/**
 * Grants the sign-up bonus once per account (ledger entry `signup`) and once per address (the
 * address's ledger record, in the same transaction), creating the record if needed; a repeated
 * call, a race of two, or a new account for an address that had it grants nothing more.
 */
async function grantSignupBonus(tables: LedgerTables, userId: string, email: string | undefined): Promise<UserRecord> {
  const user = (await getUser(tables, userId)) ?? (await createUser(tables, userId, email));
  if (user.signupBonusGranted || user.signupBonusUsedBefore) return user;
  // No address, nothing to grant it once for.
  if (!email?.trim()) return user;
  if (!tables.APP_SECRET_ARN) throw new Error('This function was given no app secret to grant the sign-up bonus with');
  const address = signupAddressKey(await addressDigest(tables.APP_SECRET_ARN, email));
  const now = new Date().toISOString();
  const outcome = await transactWrite({
    TransactItems: [
      {
        Put: {
          TableName: tables.LEDGER_TABLE,
          Item: { userId, entryId: SIGNUP_ENTRY, amount: SIGNUP_BONUS_CREDITS, reason: SIGNUP_ENTRY, createdAt: now },
          ConditionExpression: 'attribute_not_exists(entryId)',
        },
      },
      {
        Update: {
          TableName: tables.USERS_TABLE,
          Key: { userId },
          UpdateExpression: 'SET credits = credits + :n, signupBonusGranted = :yes, lastUpdated = :now',
          ConditionExpression: 'attribute_exists(userId)',
          ExpressionAttributeValues: { ':n': SIGNUP_BONUS_CREDITS, ':yes': true, ':now': now },
        },
      },
      {
        Put: {
          TableName: tables.LEDGER_TABLE,
          Item: { ...address, reason: 'signup-address', createdAt: now },
          ConditionExpression: 'attribute_not_exists(entryId)',
        },
      },
    ],
  });
  // Granted before the record carried the flag, or to an earlier account of this address: note
  // it, so later calls stop here.
  const flag = failedAt(outcome, 0) ? 'signupBonusGranted' : failedAt(outcome, 2) ? 'signupBonusUsedBefore' : undefined;
  if (flag) {
    await ddb.send(
      new UpdateCommand({
        TableName: tables.USERS_TABLE,
        Key: { userId },
        UpdateExpression: 'SET #flag = :yes',
        ConditionExpression: 'attribute_exists(userId)',
        ExpressionAttributeNames: { '#flag': flag },
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
  }
  const granted = await getUser(tables, userId);
  if (granted) return granted;
  throw new AccountDeletedError();
}

/**
 * Deletes the user record and, in the same transaction, writes the ledger entry `account-deleted`
 * that takes the remaining balance to zero: the ledger stays as the audit record and still sums
 * to the (now zero) balance. A user already gone changes nothing.
 */
async function closeAccount(tables: LedgerTables, userId: string): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const user = await getUser(tables, userId);
    if (!user) return;
    const now = new Date().toISOString();
    const outcome = await transactWrite({
      TransactItems: [
        {
          Delete: {
            TableName: tables.USERS_TABLE,
            Key: { userId },
            // The balance the entry reverses must be the one deleted.
            ConditionExpression: 'attribute_exists(userId) AND credits = :c',
            ExpressionAttributeValues: { ':c': user.credits },
          },
        },
        {
          Put: {
            TableName: tables.LEDGER_TABLE,
            Item: {
              userId,
              entryId: ACCOUNT_DELETED_ENTRY,
              amount: 0 - user.credits,
              reason: ACCOUNT_DELETED_ENTRY,
              createdAt: now,
            },
            ConditionExpression: 'attribute_not_exists(entryId)',
          },
        },
      ],
    });
    if (outcome.ok) return;
    if (failedAt(outcome, 1)) throw new Error(`The ledger of ${userId} already records a deleted account`);
  }
  throw new Error(`The balance of ${userId} kept changing while the account was being deleted`);
}

export function usersRepo(tables: LedgerTables) {
  return {
    getUser: getUser.bind(null, tables),
    ensureUser: ensureUser.bind(null, tables),
    grantSignupBonus: grantSignupBonus.bind(null, tables),
    debit: debit.bind(null, tables),
    refund: refund.bind(null, tables),
    closeAccount: closeAccount.bind(null, tables),
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;

/**
 * A condition, as a transaction action, that this conversion was never refunded: completing a
 * conversion checks it, so a refund and a completion can never both happen.
 */
export function notRefundedItem(ledgerTable: string, userId: string, conversionId: string) {
  return {
    ConditionCheck: {
      TableName: ledgerTable,
      Key: { userId, entryId: ledgerIds.refund(conversionId) },
      ConditionExpression: 'attribute_not_exists(entryId)',
    },
  };
}

/**
 * One more completed conversion on the user's profile, as a transaction action; `also` adds
 * assignments and a condition of the caller's own on the same row (e.g. giving back an in-flight place).
 */
export function countCompletedItem(
  usersTable: string,
  userId: string,
  also: { set?: string; condition?: string; values?: Record<string, unknown> } = {},
) {
  return {
    Update: {
      TableName: usersTable,
      Key: { userId },
      UpdateExpression: ['SET totalProcessed = if_not_exists(totalProcessed, :zero) + :one', also.set]
        .filter(Boolean)
        .join(', '),
      ConditionExpression: `attribute_exists(userId)${also.condition ? ` AND ${also.condition}` : ''}`,
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ...also.values },
    },
  };
}

/** One ledger entry as a transaction action; `attribute_not_exists` makes it happen once. */
export function ledgerEntryItem(
  ledgerTable: string,
  entry: { userId: string; entryId: string; amount: number; reason: string; createdAt: string } & Record<
    string,
    unknown
  >,
) {
  return { Put: { TableName: ledgerTable, Item: entry, ConditionExpression: 'attribute_not_exists(entryId)' } };
}

/**
 * The balance change that goes with a ledger entry, as a transaction action, on an existing user only.
 * `also` adds assignments and a condition of the caller's own (e.g. a marker that must not exist yet);
 * the user row as it was comes back when the condition fails.
 */
export function balanceChangeItem(
  usersTable: string,
  userId: string,
  amount: number,
  now: string,
  also: { set?: string; condition?: string; values?: Record<string, unknown> } = {},
) {
  return {
    Update: {
      TableName: usersTable,
      Key: { userId },
      UpdateExpression: `SET credits = credits + :amount, lastUpdated = :now${also.set ? `, ${also.set}` : ''}`,
      ConditionExpression: `attribute_exists(userId)${also.condition ? ` AND ${also.condition}` : ''}`,
      ExpressionAttributeValues: { ':amount': amount, ':now': now, ...also.values },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
}
