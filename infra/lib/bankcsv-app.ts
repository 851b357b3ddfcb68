import { AspectPriority, Aspects, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { RouteDef } from '../../lambdas/src/routes';
import { METRICS_NAMESPACE, serviceName } from '../../lambdas/src/shared/metric-names';
import type { StageSettings } from './config';
import { NodeFunction } from './constructs/node-function';
import { HelperFunctionLogs } from './helper-function-logs';
import { AppStack } from './stacks/app-stack';
import { EdgeStack } from './stacks/edge-stack';
import { StatefulStack } from './stacks/stateful-stack';

export interface BankCsvStacks {
  readonly stateful: StatefulStack;
  readonly app: AppStack;
  /** us-east-1: the CloudFront web ACL; only when the stage has `webAcl` on. */
  readonly edge?: EdgeStack;
}

/** Adds one stage's stacks to `app` and runs cdk-nag's AwsSolutions checks over them. */
export function addBankCsvStage(
  app: App,
  settings: StageSettings,
  routes: readonly RouteDef[],
  env?: Environment,
): BankCsvStacks {
  const prefix = `BankCsv-${settings.stage}`;
  let edge: EdgeStack | undefined;
  if (settings.webAcl) {
    if (!env?.region)
      throw new Error(
        `The ${settings.stage} stage's web ACL needs the stage's region (stages.${settings.stage}.region)`,
      );
    edge = new EdgeStack(app, `${prefix}-Edge`, {
      settings,
      appRegion: env.region,
      ...(env.account ? { account: env.account } : {}),
    });
  }
  const stateful = new StatefulStack(app, `${prefix}-Stateful`, { settings, ...(env ? { env } : {}) });
  if (edge) stateful.addStackDependency(edge, 'The distribution reads the web ACL ARN the edge stack publishes');
  const appStack = new AppStack(app, `${prefix}-App`, { settings, stateful, routes, ...(env ? { env } : {}) });

  // Powertools (lambdas/src/shared/logger.ts, metrics.ts): one service per stage, one namespace.
  for (const stack of [stateful, appStack]) {
    for (const construct of stack.node.findAll()) {
      if (!(construct instanceof NodeFunction)) continue;
      construct.addEnvironment('POWERTOOLS_SERVICE_NAME', serviceName(settings.stage));
      construct.addEnvironment('POWERTOOLS_METRICS_NAMESPACE', METRICS_NAMESPACE);
    }
  }
  // Before the checks: the log groups it adds are part of what they see.
  for (const stack of [edge, stateful, appStack]) {
    if (stack)
      Aspects.of(stack).add(new HelperFunctionLogs(settings.logRetention), { priority: AspectPriority.MUTATING });
  }
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { stateful, app: appStack, ...(edge ? { edge } : {}) };
}
