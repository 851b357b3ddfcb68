import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { refundShare, type PaymentStatus, type PaymentView } from '@bankcsv/domain';
import { ddb } from '../shared/clients';
import { ledgerIds } from './ledger-ids';
import { failedAt, transactWrite } from './transactions';

// A payment row is written pending before Paystack hears of it; only `grant` makes it paid, in the
// same transaction as the ledger entry `purchase#<reference>` (attribute_not_exists) and the balance
// update, so however many webhooks and verifications race, the credits are added once.

export interface PaymentRecord extends PaymentView {
  userId: string;
  email: string;
  packageId: string;
  updatedAt: string;
  paystackId?: number;
  channel?: string;
  failureReason?: string;
  /** What the refunds so far came to, in cents. */
  refundedCents?: number;
}

/** The users and ledger tables are needed only by the functions that grant or reverse credits. */
export interface PaymentTables {
  PAYMENTS_TABLE: string;
  USERS_TABLE?: string;
  LEDGER_TABLE?: string;
}

export type GrantOutcome = 'granted' | 'already-granted' | 'not-pending';
export type ReverseOutcome =
  | { outcome: 'reversed'; reversed: number; owed: number }
  | { outcome: 'not-paid' | 'already-reversed' };

const PUBLIC_FIELDS = [
  'reference',
  'credits',
  'amountCents',
  'currency',
  'status',
  'createdAt',
  'paidAt',
  'refundedAt',
  'creditsReversed',
  'creditsOwed',
] as const satisfies readonly (keyof PaymentView)[];
const SAFE_REFERENCE = /^[A-Za-z0-9_.=-]{1,100}$/;
const MAX_LISTED = 100;
const MAX_REFUND_ATTEMPTS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the owner sees: no e-mail, no Paystack ids, no failure details. */
export function toPaymentJson(record: PaymentRecord): PaymentView {
  const out: Record<string, unknown> = {};
  for (const field of PUBLIC_FIELDS) if (record[field] !== undefined) out[field] = record[field];
  return out as unknown as PaymentView;
}

function ledgerTables(tables: PaymentTables) {
  if (!tables.USERS_TABLE || !tables.LEDGER_TABLE)
    throw new Error('This function was given no users and ledger tables');
  return { users: tables.USERS_TABLE, ledger: tables.LEDGER_TABLE };
}

async function create(tables: PaymentTables, record: PaymentRecord): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tables.PAYMENTS_TABLE,
        Item: record,
        ConditionExpression: 'attribute_not_exists(#r)',
        ExpressionAttributeNames: { '#r': 'reference' },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Undefined for a missing row and for references that cannot be ours (they come from URLs and webhooks). */
async function get(tables: PaymentTables, reference: string): Promise<PaymentRecord | undefined> {
  if (!SAFE_REFERENCE.test(reference)) return undefined;
  const out = await ddb.send(
    new GetCommand({ TableName: tables.PAYMENTS_TABLE, Key: { reference }, ConsistentRead: true }),
  );
  return out.Item as PaymentRecord | undefined;
}

/** A pending payment Paystack never accepted (initialize failed) is removed: nobody can pay it. */
async function discard(tables: PaymentTables, reference: string): Promise<void> {
  await ddb
    .send(
      new DeleteCommand({
        TableName: tables.PAYMENTS_TABLE,
        Key: { reference },
        ConditionExpression: '#s = :pending',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending' satisfies PaymentStatus },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

/** The user's payments, newest first. */
async function listByUser(tables: PaymentTables, userId: string): Promise<PaymentRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.PAYMENTS_TABLE,
      IndexName: 'byUser',
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
      ScanIndexForward: false,
      Limit: MAX_LISTED,
    }),
  );
  return (out.Items ?? []) as PaymentRecord[];
}

/** A pending payment that can never be paid (Paystack failed it, or the charge did not match). */
async function markFailed(tables: PaymentTables, reference: string, reason: string): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tables.PAYMENTS_TABLE,
        Key: { reference },
        UpdateExpression: 'SET #s = :failed, failureReason = :r, updatedAt = :now',
        ConditionExpression: '#s = :pending',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':pending': 'pending',
          ':r': reason,
          ':now': new Date().toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Adds the payment's credits and marks it paid, in one transaction that cannot run twice for one
 * reference. The caller has verified the charge with Paystack against this record.
 */
async function grant(
  tables: PaymentTables,
  payment: PaymentRecord,
  charge: { paystackId?: number; paidAt?: string; channel?: string },
): Promise<GrantOutcome> {
  const t = ledgerTables(tables);
  const now = new Date().toISOString();
  const outcome = await transactWrite({
    TransactItems: [
      {
        Update: {
          TableName: tables.PAYMENTS_TABLE,
          Key: { reference: payment.reference },
          UpdateExpression: 'SET #s = :paid, paidAt = :paidAt, updatedAt = :now, paystackId = :id, channel = :channel',
          // The row must still say what was verified: pending, this user, this price, these credits.
          ConditionExpression: '#s = :pending AND userId = :u AND amountCents = :amount AND credits = :credits',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: {
            ':paid': 'paid',
            ':pending': 'pending',
            ':paidAt': charge.paidAt ?? now,
            ':now': now,
            ':id': charge.paystackId ?? null,
            ':channel': charge.channel ?? null,
            ':u': payment.userId,
            ':amount': payment.amountCents,
            ':credits': payment.credits,
          },
        },
      },
      {
        Put: {
          TableName: t.ledger,
          Item: {
            userId: payment.userId,
            entryId: ledgerIds.purchase(payment.reference),
            amount: payment.credits,
            reason: 'purchase',
            reference: payment.reference,
            createdAt: now,
          },
          ConditionExpression: 'attribute_not_exists(entryId)',
        },
      },
      {
        Update: {
          TableName: t.users,
          Key: { userId: payment.userId },
          // hasPurchased marks a paying customer for good (a later refund does not undo having paid).
          UpdateExpression: 'SET credits = credits + :n, lastUpdated = :now, hasPurchased = :paying',
          ConditionExpression: 'attribute_exists(userId)',
          ExpressionAttributeValues: { ':n': payment.credits, ':now': now, ':paying': true },
        },
      },
    ],
  });
  if (outcome.ok) return 'granted';
  if (failedAt(outcome, 1)) return 'already-granted';
  if (failedAt(outcome, 0))
    return (await get(tables, payment.reference))?.status === 'paid' ? 'already-granted' : 'not-pending';
  throw new Error(`The purchase ${payment.reference} found no user ${payment.userId} to credit`);
}

type RefundEvent = { id: string; amountCents: number };

/** One attempt at a refund: the totals and balance it was worked out from, and what it takes back or leaves owed. */
interface Reversal {
  payment: PaymentRecord;
  refund: RefundEvent;
  /** The user's balance, or undefined when the account was deleted since. */
  balance: number | undefined;
  before: { refundedCents: number; reversed: number; owed: number };
  reversed: number;
  owed: number;
  now: string;
}

async function planReversal(usersTable: string, payment: PaymentRecord, refund: RefundEvent): Promise<Reversal> {
  const user = await ddb.send(
    new GetCommand({ TableName: usersTable, Key: { userId: payment.userId }, ConsistentRead: true }),
  );
  const balance = user.Item ? Number(user.Item.credits ?? 0) : undefined;
  const before = {
    refundedCents: payment.refundedCents ?? 0,
    reversed: payment.creditsReversed ?? 0,
    owed: payment.creditsOwed ?? 0,
  };
  const due = refundShare(
    payment,
    { refundedCents: before.refundedCents, creditsDue: before.reversed + before.owed },
    refund.amountCents,
  );
  const reversed = Math.min(due, Math.max(0, balance ?? 0));
  return { payment, refund, balance, before, reversed, owed: due - reversed, now: new Date().toISOString() };
}

function paymentRefundedItem(paymentsTable: string, r: Reversal) {
  const { payment, before, now } = r;
  const unchanged =
    payment.refundedCents === undefined ? 'attribute_not_exists(refundedCents)' : 'refundedCents = :before';
  return {
    Update: {
      TableName: paymentsTable,
      Key: { reference: payment.reference },
      UpdateExpression:
        'SET #s = :refunded, refundedAt = :now, updatedAt = :now, refundedCents = :cents, ' +
        'creditsReversed = :rev, creditsOwed = :owed',
      // The totals the share was worked out from; another refund in between means try again.
      ConditionExpression: `#s IN (:paid, :refunded) AND ${unchanged}`,
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: {
        ':refunded': 'refunded',
        ':paid': 'paid',
        ':now': now,
        ':cents': before.refundedCents + r.refund.amountCents,
        ':rev': before.reversed + r.reversed,
        ':owed': before.owed + r.owed,
        ...(payment.refundedCents === undefined ? {} : { ':before': payment.refundedCents }),
      },
    },
  };
}

function refundEntryItem(ledgerTable: string, r: Reversal) {
  const { payment, refund } = r;
  return {
    Put: {
      TableName: ledgerTable,
      Item: {
        userId: payment.userId,
        entryId: ledgerIds.purchaseRefund(payment.reference, refund.id),
        amount: -r.reversed,
        owed: r.owed,
        reason: 'purchase-refund',
        reference: payment.reference,
        refundId: refund.id,
        refundedCents: refund.amountCents,
        createdAt: r.now,
      },
      ConditionExpression: 'attribute_not_exists(entryId)',
    },
  };
}

function balanceTakenItem(usersTable: string, r: Reversal) {
  return {
    Update: {
      TableName: usersTable,
      Key: { userId: r.payment.userId },
      UpdateExpression:
        'SET credits = credits - :rev, creditsOwed = if_not_exists(creditsOwed, :zero) + :owed, lastUpdated = :now',
      // The balance the amounts were computed from; a debit in between means try again.
      ConditionExpression: 'credits = :balance',
      ExpressionAttributeValues: {
        ':rev': r.reversed,
        ':owed': r.owed,
        ':zero': 0,
        ':now': r.now,
        ':balance': r.balance,
      },
    },
  };
}

/**
 * Takes one refund's share of a payment's credits back, once per refund id: never below zero, and what
 * is already spent is recorded as owed on the payment (totals), the refund's ledger entry and the user.
 * Several part refunds add up to at most the credits bought.
 */
async function reverse(tables: PaymentTables, reference: string, refund: RefundEvent): Promise<ReverseOutcome> {
  const t = ledgerTables(tables);
  for (let attempt = 1; attempt <= MAX_REFUND_ATTEMPTS; attempt += 1) {
    // Refunds of one payment arriving together take turns (each lost turn means the totals moved).
    if (attempt > 1) await sleep(Math.random() * 20 * attempt);
    const payment = await get(tables, reference);
    if (!payment || payment.status === 'pending' || payment.status === 'failed') return { outcome: 'not-paid' };
    const r = await planReversal(t.users, payment, refund);
    const outcome = await transactWrite({
      TransactItems: [
        paymentRefundedItem(tables.PAYMENTS_TABLE, r),
        refundEntryItem(t.ledger, r),
        // An account deleted since has no balance left to take from: all of it is owed.
        ...(r.balance === undefined ? [] : [balanceTakenItem(t.users, r)]),
      ],
    });
    if (outcome.ok) return { outcome: 'reversed', reversed: r.reversed, owed: r.owed };
    if (failedAt(outcome, 1)) return { outcome: 'already-reversed' };
  }
  throw new Error(`The payment ${reference} or its user's balance kept changing during the refund`);
}

export function paymentsRepo(tables: PaymentTables) {
  return {
    create: create.bind(null, tables),
    get: get.bind(null, tables),
    discard: discard.bind(null, tables),
    listByUser: listByUser.bind(null, tables),
    markFailed: markFailed.bind(null, tables),
    grant: grant.bind(null, tables),
    reverse: reverse.bind(null, tables),
  };
}

export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
