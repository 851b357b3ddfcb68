import type { EventBridgeEvent } from 'aws-lambda';
import { conversionsRepo } from '../adapters/conversions-repo';
import { startQueued } from '../adapters/batch-queue';
import { inFlightSlots } from '../adapters/in-flight-slots';
import { functionEnv } from '../shared/env';
import type { WorkflowInput } from '../adapters/workflow';

const env = functionEnv('start-queued');
const conversions = conversionsRepo(env.CONVERSIONS_TABLE);
const slots = inFlightSlots(env);

type ExecutionEnded = EventBridgeEvent<
  'Step Functions Execution Status Change',
  { status: string; stateMachineArn: string; input?: string | null }
>;

/**
 * A conversion workflow ended (succeeded, failed, timed out or aborted: the rule in AWS, the runner locally): its
 * conversion's place is free, so the user's oldest queued batch files start into the places free now.
 */
export async function handler(event: ExecutionEnded): Promise<{ started: number }> {
  if (event.detail.status === 'RUNNING' || event.detail.stateMachineArn !== env.STATE_MACHINE_ARN)
    return { started: 0 };
  const input = JSON.parse(event.detail.input ?? '{}') as Partial<WorkflowInput>;
  if (typeof input.userId !== 'string' || typeof input.bucket !== 'string') return { started: 0 };
  // Queued files wait in the bucket the ended one was uploaded to (the uploads bucket).
  const queue = { conversions, slots, stateMachineArn: env.STATE_MACHINE_ARN, uploadsBucket: input.bucket };
  return { started: await startQueued(queue, input.userId) };
}
