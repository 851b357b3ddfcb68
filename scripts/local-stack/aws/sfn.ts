import type { ExecutionRecord, WorkflowRunner } from '../workflow/runner';
import { AwsError } from './aws-error';

const seconds = (date?: Date) => (date ? date.getTime() / 1000 : undefined);

function summary(record: ExecutionRecord) {
  const { executionArn, stateMachineArn, name, status } = record;
  return {
    executionArn,
    stateMachineArn,
    name,
    status,
    startDate: seconds(record.startDate),
    stopDate: seconds(record.stopDate),
  };
}

/** The Step Functions JSON 1.0 operations the handlers and tests use. */
export function sfnOperation(runner: WorkflowRunner, operation: string, body: Record<string, unknown>): unknown {
  switch (operation) {
    case 'StartExecution': {
      const record = runner.start(
        String(body.stateMachineArn ?? ''),
        String(body.name ?? crypto.randomUUID()),
        typeof body.input === 'string' ? body.input : '{}',
      );
      return { executionArn: record.executionArn, startDate: seconds(record.startDate) };
    }
    case 'DescribeExecution': {
      const record = runner.describe(String(body.executionArn ?? ''));
      return {
        ...summary(record),
        input: record.input,
        output: record.output,
        error: record.error,
        cause: record.cause,
      };
    }
    case 'ListExecutions': {
      const records = runner
        .list()
        .filter(
          (r) => r.stateMachineArn === body.stateMachineArn && (!body.statusFilter || r.status === body.statusFilter),
        );
      return { executions: records.slice(0, Number(body.maxResults) || 1000).map(summary) };
    }
    default:
      throw new AwsError('UnknownOperationException', `Operation ${operation} is not supported locally`);
  }
}
