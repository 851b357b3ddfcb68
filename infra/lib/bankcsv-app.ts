import { Aspects, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { RouteDef } from '../../lambdas/src/routes';
import type { StageSettings } from './config';
import { AppStack } from './stacks/app-stack';
import { StatefulStack } from './stacks/stateful-stack';

export interface BankCsvStacks {
  readonly stateful: StatefulStack;
  readonly app: AppStack;
}

/** Adds one stage's two stacks to `app` and runs cdk-nag's AwsSolutions checks over them. */
export function addBankCsvStage(app: App, settings: StageSettings, routes: readonly RouteDef[], env?: Environment): BankCsvStacks {
  const prefix = `BankCsv-${settings.stage}`;
  const stateful = new StatefulStack(app, `${prefix}-Stateful`, { settings, ...(env ? { env } : {}) });
  const appStack = new AppStack(app, `${prefix}-App`, { settings, stateful, routes, ...(env ? { env } : {}) });
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { stateful, app: appStack };
}
