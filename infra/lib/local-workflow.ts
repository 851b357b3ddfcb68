import { App, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { CfnStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConversionWorkflow, workflowSteps, type WorkflowStep } from './constructs/conversion-workflow';
import { repoRoot } from './paths';

/** The ARN the local stack maps to the handler file `lambdas/src/handlers/<name>.ts`. */
export const localFunctionArn = (name: string): string => `arn:aws:lambda:local:000000000000:function:${name}`;

/**
 * The workflow AWS runs, as a plain ASL object for the local workflow engine: the same construct,
 * synthesized in memory, with each Task's Resource pointing at `localFunctionArn(<handler>)`.
 */
export function localWorkflowDefinition(
  opts: { convertTimeoutSeconds?: number; scanPageTimeoutSeconds?: number } = {},
): {
  definition: Record<string, unknown>;
} {
  // cdk.json's feature flags change the emitted ASL (e.g. QueryLanguage), so synthesize with them.
  const { context } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'LocalWorkflow');
  const steps = Object.fromEntries(
    workflowSteps.map((name) => [name, LambdaFunction.fromFunctionArn(stack, `Fn-${name}`, localFunctionArn(name))]),
  ) as Record<WorkflowStep, ReturnType<typeof LambdaFunction.fromFunctionArn>>;
  const workflow = new ConversionWorkflow(stack, 'Workflow', {
    steps,
    ...(opts.convertTimeoutSeconds === undefined
      ? {}
      : { convertTimeout: Duration.seconds(opts.convertTimeoutSeconds) }),
    ...(opts.scanPageTimeoutSeconds === undefined
      ? {}
      : { scanPageTimeout: Duration.seconds(opts.scanPageTimeoutSeconds) }),
    logRetention: RetentionDays.ONE_DAY,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  // Resolving the one property (instead of synthesizing the whole app) keeps this fast.
  const cfn = workflow.stateMachine.node.defaultChild as CfnStateMachine;
  const definition: unknown = JSON.parse(resolveString(stack.resolve(cfn.definitionString)));
  if (!isRecord(definition)) throw new Error('The synthesized definition is not an object');
  return { definition };
}

// Only literal strings and Fn::Join survive with imported function ARNs; anything else is a bug.
function resolveString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isRecord(value) && Array.isArray(value['Fn::Join'])) {
    const [separator, parts] = value['Fn::Join'] as [unknown, unknown];
    if (typeof separator !== 'string' || !Array.isArray(parts)) throw new Error('Malformed Fn::Join in definition');
    return parts.map(resolveString).join(separator);
  }
  throw new Error(`Unresolvable value in the workflow definition: ${JSON.stringify(value)}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
