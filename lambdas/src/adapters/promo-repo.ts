import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  PROMO_MESSAGES,
  normalizePromoCode,
  promoCodeRefusal,
  promoFormatRefusal,
  type PromoCode,
  type PromoDefinition,
  type PromoErrorCode,
  type PromoValidation,
} from '@bankcsv/domain';
import { ddb } from '../shared/clients';
import { ledgerIds } from './ledger-ids';
import { balanceChangeItem, ledgerEntryItem } from './users-repo';
import { failedAt, oldItemAt, transactWrite } from './transactions';

// A redemption is one transaction: ledger entry `promo#<code>` (once per account and code), the balance
// update with the users row's `promoCode` marker (one code per account), and the code's redemption count
// (active, unexpired, under its limit, still granting what was read). Racing redemptions meet on the
// same items, so however many run at once, each account is credited once and a code never past its limit.

/** The users and ledger tables are needed only by the function that redeems. */
export interface PromoTables {
  PROMO_TABLE: string;
  USERS_TABLE?: string;
  LEDGER_TABLE?: string;
}

export type RedeemOutcome =
  | { ok: true; code: string; creditsAdded: number }
  | { ok: false; code: string; reason: PromoErrorCode };

const MAX_ATTEMPTS = 3;

function ledgerTables(tables: PromoTables) {
  if (!tables.USERS_TABLE || !tables.LEDGER_TABLE)
    throw new Error('This function was given no users and ledger tables');
  return { users: tables.USERS_TABLE, ledger: tables.LEDGER_TABLE };
}

async function get(tables: PromoTables, code: string): Promise<PromoCode | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tables.PROMO_TABLE, Key: { code }, ConsistentRead: true }));
  return out.Item as PromoCode | undefined;
}

/** Whether the typed code would apply now; nothing is redeemed or counted. */
async function validate(tables: PromoTables, input: string, nowMs = Date.now()): Promise<PromoValidation> {
  const code = normalizePromoCode(input);
  const formatRefusal = promoFormatRefusal(code);
  const record = formatRefusal ? undefined : await get(tables, code);
  const reason = formatRefusal ?? promoCodeRefusal(record, nowMs);
  if (reason || !record)
    return { valid: false, code, reason: reason ?? 'invalid', message: PROMO_MESSAGES[reason ?? 'invalid'] };
  return { valid: true, code, creditsAdded: record.credits };
}

async function redeem(tables: PromoTables, userId: string, input: string): Promise<RedeemOutcome> {
  const t = ledgerTables(tables);
  const code = normalizePromoCode(input);
  const formatRefusal = promoFormatRefusal(code);
  if (formatRefusal) return { ok: false, code, reason: formatRefusal };
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const record = await get(tables, code);
    const now = new Date();
    const refusal = promoCodeRefusal(record, now.getTime());
    if (refusal || !record) return { ok: false, code, reason: refusal ?? 'invalid' };
    const createdAt = now.toISOString();
    const outcome = await transactWrite({
      TransactItems: [
        ledgerEntryItem(t.ledger, {
          userId,
          entryId: ledgerIds.promo(code),
          amount: record.credits,
          reason: 'promo',
          code,
          createdAt,
        }),
        balanceChangeItem(t.users, userId, record.credits, createdAt, {
          set: 'promoCode = :code',
          condition: 'attribute_not_exists(promoCode)',
          values: { ':code': code },
        }),
        {
          Update: {
            TableName: tables.PROMO_TABLE,
            Key: { code },
            UpdateExpression: 'SET redemptions = redemptions + :one, lastRedeemedAt = :now',
            ConditionExpression:
              'active = :true AND credits = :credits AND ' +
              '(attribute_not_exists(expiresAt) OR expiresAt > :now) AND ' +
              '(attribute_not_exists(maxRedemptions) OR redemptions < maxRedemptions)',
            ExpressionAttributeValues: { ':one': 1, ':true': true, ':credits': record.credits, ':now': createdAt },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
      ],
    });
    if (outcome.ok) return { ok: true, code, creditsAdded: record.credits };
    // The account's own history decides first: this code already, then another code.
    if (failedAt(outcome, 0)) return { ok: false, code, reason: 'alreadyUsed' };
    if (failedAt(outcome, 1)) {
      const user = oldItemAt(outcome, 1);
      if (!user) throw new Error(`No user ${userId} to credit with ${code}`);
      return { ok: false, code, reason: user.promoCode === code ? 'alreadyUsed' : 'onePerAccount' };
    }
    const changed = promoCodeRefusal(oldItemAt(outcome, 2) as PromoCode | undefined, now.getTime());
    if (changed) return { ok: false, code, reason: changed };
    // The code's credits were changed between the read and the write: read it again.
  }
  throw new Error(`The promo code ${code} kept changing during a redemption`);
}

/** Admin: a new code; false when the code already exists (nothing is changed then). */
async function create(tables: PromoTables, def: PromoDefinition, nowMs = Date.now()): Promise<boolean> {
  const item: PromoCode = {
    code: def.code,
    credits: def.credits,
    active: true,
    redemptions: 0,
    createdAt: new Date(nowMs).toISOString(),
    ...(def.expiresAt !== undefined ? { expiresAt: new Date(def.expiresAt).toISOString() } : {}),
    ...(def.maxRedemptions !== undefined ? { maxRedemptions: def.maxRedemptions } : {}),
  };
  try {
    await ddb.send(
      new PutCommand({
        TableName: tables.PROMO_TABLE,
        Item: item,
        ConditionExpression: 'attribute_not_exists(code)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Admin: every code, sorted by code. */
async function list(tables: PromoTables): Promise<PromoCode[]> {
  const items: PromoCode[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new ScanCommand({ TableName: tables.PROMO_TABLE, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    items.push(...((out.Items ?? []) as PromoCode[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return items.sort((a, b) => a.code.localeCompare(b.code));
}

/** Admin: stops a code from applying; false when there is no such code. Redemptions already made stay. */
async function disable(tables: PromoTables, code: string, nowMs = Date.now()): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tables.PROMO_TABLE,
        Key: { code },
        UpdateExpression: 'SET active = :false, disabledAt = if_not_exists(disabledAt, :now)',
        ConditionExpression: 'attribute_exists(code)',
        ExpressionAttributeValues: { ':false': false, ':now': new Date(nowMs).toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export function promoRepo(tables: PromoTables) {
  return {
    get: get.bind(null, tables),
    validate: validate.bind(null, tables),
    redeem: redeem.bind(null, tables),
    create: create.bind(null, tables),
    list: list.bind(null, tables),
    disable: disable.bind(null, tables),
  };
}

export type PromoRepo = ReturnType<typeof promoRepo>;
