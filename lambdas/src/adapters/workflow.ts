import { ExecutionAlreadyExists, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { sfn } from '../shared/clients';

export interface WorkflowInput {
  userId: string;
  conversionId: string;
  bucket: string;
  key: string;
}

/**
 * Starts the conversion workflow named after the conversion: a second start for the same
 * conversion (a duplicate S3 event, a retried invocation) is refused by Step Functions itself.
 */
export async function startConversionWorkflow(
  stateMachineArn: string,
  input: WorkflowInput,
): Promise<'started' | 'already-started'> {
  try {
    await sfn.send(
      new StartExecutionCommand({ stateMachineArn, name: input.conversionId, input: JSON.stringify(input) }),
    );
    return 'started';
  } catch (error) {
    if (error instanceof ExecutionAlreadyExists || (error as { name?: string }).name === 'ExecutionAlreadyExists')
      return 'already-started';
    throw error;
  }
}
