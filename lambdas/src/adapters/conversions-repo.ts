import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  IN_FLIGHT_STATUSES,
  LIFECYCLE,
  RETENTION,
  type ConversionQuality,
  type ConversionStatus,
  type ConversionView,
} from '@bankcsv/domain';
import { ddb } from '../shared/clients';

export type DataQualitySummary = ConversionQuality;
export type Conversion = ConversionView;

/** The stored row: the client fields plus storage keys, the sealed password and the TTL. */
export interface ConversionRecord extends Conversion {
  storageKey: string;
  csvKey?: string;
  xlsxKey?: string;
  passwordCipher?: string;
  /** When the user agreed to send the failed statement to us (the sample may not have arrived). */
  supportConsentAt?: string;
  /** SHA-256 (hex) of the PDF the conversion read: a support sample must be the same file. Never sent to the client. */
  pdfSha256?: string;
  /**
   * Holds one of the user's in-flight places (adapters/in-flight-slots.ts): set with the ticket, removed by the end.
   */
  inFlightSlot?: boolean;
  /** A batch file created without its PDF password: it waits for it once its file arrives (docs/batches.md). */
  needsPassword?: boolean;
  /** When a batch file went to `queued` (its file had arrived and no place was free, or its password was missing). */
  queuedAt?: string;
  /** A scan being read: the pages read so far (a set, so a page read twice counts once). */
  scanPagesRead?: Set<number>;
  /** A scan: the extracted rows (indices) that have a line image (`cropKey`), deleted with the other files. */
  scanCrops?: number[];
  expiresAt: number;
  lastUpdated: string;
}

const PUBLIC_FIELDS = [
  'conversionId',
  'userId',
  'fileName',
  'originalFileName',
  'fileSize',
  'status',
  'progress',
  'creditsUsed',
  'pages',
  'createdAt',
  'uploadStarted',
  'uploadCompleted',
  'processingStarted',
  'completedAt',
  'userYear',
  'errorMessage',
  'errorCode',
  'creditsRefunded',
  'processingTimedOut',
  'dataQuality',
  'csvFileName',
  'xlsxFileName',
  'csvParts',
  'bank',
  'accountLast4',
  'accountsLast4',
  'csvAccountParts',
  'card',
  'periodStart',
  'periodEnd',
  'formats',
  'accountNumbers',
  'supportSampleSentAt',
  'summary',
  'yearSource',
  'statementYear',
  'transactionsVersion',
  'editedAt',
  'batchId',
  'awaitingPassword',
  'scanned',
] as const satisfies readonly (keyof Conversion)[];

/** The JSON a client gets: never the password, never storage keys. */
export function toConversionJson(record: ConversionRecord): Conversion {
  const out: Record<string, unknown> = {};
  for (const field of PUBLIC_FIELDS) if (record[field] !== undefined) out[field] = record[field];
  if (record.scanPagesRead) out.pagesRead = record.scanPagesRead.size;
  return out as unknown as Conversion;
}

/** TTL (epoch seconds): rows go 30 days after their conversion ends. */
export function expiresAtFrom(date: Date): number {
  return Math.floor(date.getTime() / 1000) + RETENTION.outputDays * 24 * 60 * 60;
}

export interface Transition {
  /** The update applies only while the row has one of these statuses. */
  from: readonly ConversionStatus[];
  set: Record<string, unknown>;
  remove?: readonly string[];
  /** The update applies only while the row does (true) or does not (false) hold an in-flight place. */
  holdsSlot?: boolean;
}

export const IN_FLIGHT_SLOT = 'inFlightSlot';

const MAX_LISTED = 500;
// The in-flight statuses as DynamoDB placeholders (`:s0, :s1`), for the conditions that must skip a live row.
const inFlightValues = Object.fromEntries(IN_FLIGHT_STATUSES.map((status, i) => [`:s${i}`, status]));
const inFlightNames = Object.keys(inFlightValues).join(', ');
const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;

async function create(table: string, record: ConversionRecord): Promise<void> {
  await ddb.send(
    new PutCommand({ TableName: table, Item: record, ConditionExpression: 'attribute_not_exists(conversionId)' }),
  );
}

/** Undefined for a missing row and for ids that cannot be ours (they come from URLs). */
async function get(table: string, userId: string, conversionId: string): Promise<ConversionRecord | undefined> {
  if (!SAFE_ID.test(conversionId)) return undefined;
  const out = await ddb.send(new GetCommand({ TableName: table, Key: { userId, conversionId }, ConsistentRead: true }));
  return out.Item as ConversionRecord | undefined;
}

/** Newest first: conversion ids are time-ordered, so the sort key order is creation order. */
async function list(table: string, userId: string): Promise<ConversionRecord[]> {
  const items: ConversionRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'userId = :u',
        ExpressionAttributeValues: { ':u': userId },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((out.Items ?? []) as ConversionRecord[]));
    start = out.LastEvaluatedKey;
  } while (start && items.length < MAX_LISTED);
  return items.slice(0, MAX_LISTED);
}

/** The UpdateItem of a status transition, for use alone or inside a transaction. */
function transitionInput(table: string, userId: string, conversionId: string, t: Transition) {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  Object.entries({ ...t.set, lastUpdated: new Date().toISOString() }).forEach(([field, value], i) => {
    names[`#s${i}`] = field;
    values[`:s${i}`] = value;
    sets.push(`#s${i} = :s${i}`);
  });
  const removes = (t.remove ?? []).map((field, i) => {
    names[`#r${i}`] = field;
    return `#r${i}`;
  });
  const allowed = t.from.map((status, i) => {
    values[`:f${i}`] = status;
    return `:f${i}`;
  });
  if (t.holdsSlot !== undefined) names['#slot'] = IN_FLIGHT_SLOT;
  const slot =
    t.holdsSlot === undefined ? '' : ` AND ${t.holdsSlot ? 'attribute_exists' : 'attribute_not_exists'}(#slot)`;
  return {
    TableName: table,
    Key: { userId, conversionId },
    UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
    ConditionExpression: `attribute_exists(conversionId) AND #status IN (${allowed.join(', ')})${slot}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** Applies the transition; false when the row is missing or not in an allowed status. */
async function transition(table: string, userId: string, conversionId: string, t: Transition): Promise<boolean> {
  try {
    await ddb.send(new UpdateCommand(transitionInput(table, userId, conversionId, t)));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Counts a page of a scan as read while the row is processing; false when it no longer is. */
async function addPageRead(table: string, userId: string, conversionId: string, page: number): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: table,
        Key: { userId, conversionId },
        UpdateExpression: 'ADD #read :page SET lastUpdated = :now',
        ConditionExpression: 'attribute_exists(conversionId) AND #status = :processing',
        ExpressionAttributeNames: { '#read': 'scanPagesRead', '#status': 'status' },
        ExpressionAttributeValues: {
          ':page': new Set([page]),
          ':now': new Date().toISOString(),
          ':processing': LIFECYCLE.scanning.status,
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
 * Deletes the row unless it is still in flight; false when it is. An upload is ended first (giving
 * back its in-flight place); a processing row belongs to its workflow.
 */
async function remove(table: string, userId: string, conversionId: string): Promise<boolean> {
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: table,
        Key: { userId, conversionId },
        ConditionExpression: `attribute_not_exists(conversionId) OR NOT (#status IN (${inFlightNames}))`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: inFlightValues,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

type ScanFilter = Pick<
  ScanCommandInput,
  'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues' | 'ProjectionExpression'
>;

/** Every item of the table the filter keeps, page after page (full scans: for the periodic sweep only). */
async function scanAll(table: string, filter: ScanFilter): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new ScanCommand({ TableName: table, ConsistentRead: true, ...filter, ExclusiveStartKey: start }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Every user's rows still uploading or processing. */
async function listInFlight(table: string): Promise<ConversionRecord[]> {
  const items = await scanAll(table, {
    FilterExpression: `#status IN (${inFlightNames})`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: inFlightValues,
  });
  return items as unknown as ConversionRecord[];
}

/** The user ids of every row waiting in a batch queue. */
async function listQueuedUsers(table: string): Promise<string[]> {
  const items = await scanAll(table, {
    FilterExpression: '#status = :queued',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':queued': 'queued' },
    ProjectionExpression: 'userId',
  });
  return [...new Set(items.map((item) => item.userId as string))];
}

export function conversionsRepo(table: string) {
  return {
    create: create.bind(null, table),
    get: get.bind(null, table),
    list: list.bind(null, table),
    listInFlight: listInFlight.bind(null, table),
    listQueuedUsers: listQueuedUsers.bind(null, table),
    transition: transition.bind(null, table),
    transitionInput: transitionInput.bind(null, table),
    addPageRead: addPageRead.bind(null, table),
    remove: remove.bind(null, table),
  };
}

export type ConversionsRepo = ReturnType<typeof conversionsRepo>;
