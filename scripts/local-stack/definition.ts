import type { StateMachineDefinition } from './workflow/types';

/** The workflow definition the CDK app deploys, with Task Resources pointing at the local handlers. */
export async function loadWorkflowDefinition(convertTimeoutSeconds?: number): Promise<StateMachineDefinition> {
  const { localWorkflowDefinition } = await import('../../infra/lib/local-workflow');
  const { definition } = localWorkflowDefinition(convertTimeoutSeconds === undefined ? {} : { convertTimeoutSeconds });
  return definition as unknown as StateMachineDefinition;
}

export async function loadRoutes() {
  const { routes } = await import('../../lambdas/src/routes');
  return routes;
}
