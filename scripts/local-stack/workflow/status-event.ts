import { randomUUID } from 'node:crypto';
import { accountId, region } from '../names';
import type { ExecutionRecord } from './runner';

/** An ended execution as EventBridge delivers Step Functions' "Execution Status Change" event. */
export function executionStatusEvent(record: ExecutionRecord) {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Step Functions Execution Status Change',
    source: 'aws.states',
    account: accountId,
    time: (record.stopDate ?? new Date()).toISOString(),
    region,
    resources: [record.executionArn],
    detail: {
      executionArn: record.executionArn,
      stateMachineArn: record.stateMachineArn,
      name: record.name,
      status: record.status,
      startDate: record.startDate.getTime(),
      stopDate: record.stopDate?.getTime() ?? null,
      input: record.input,
      output: record.output ?? null,
    },
  };
}
