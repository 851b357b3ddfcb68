import { LIFECYCLE } from '@bankcsv/domain';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteDef } from '../../../lambdas/src/routes';
import type { StageSettings } from '../config';
import { AppFunctions } from '../constructs/app-functions';
import { ConversionWorkflow, defaultConvertTimeout, defaultScanPageTimeout } from '../constructs/conversion-workflow';
import { HttpApi } from '../constructs/http-api';
import { UploadTrigger } from '../constructs/upload-trigger';
import { ConversionSweep } from '../constructs/conversion-sweep';
import { QueueWake } from '../constructs/queue-wake';
import { WebDeployment } from '../constructs/web-deployment';
import { AlarmTopic } from '../constructs/alarm-topic';
import { DeadLetterAlarm } from '../constructs/dead-letter-alarm';
import { FunctionAlarms } from '../constructs/function-alarms';
import { RefundSpikeAlarm } from '../constructs/refund-spike-alarm';
import { WorkflowAlarms } from '../constructs/workflow-alarms';
import { serviceName } from '../../../lambdas/src/shared/metric-names';
import type { StatefulStack } from './stateful-stack';

export interface AppStackProps extends StackProps {
  readonly settings: StageSettings;
  readonly stateful: StatefulStack;
  readonly routes: readonly RouteDef[];
  readonly convertTimeout?: Duration;
}

/** The stateless part: functions, the conversion workflow, the HTTP API and the SPA deployment. */
export class AppStack extends Stack {
  readonly functions: AppFunctions;
  readonly workflow: ConversionWorkflow;
  readonly api: HttpApi;
  readonly alarms: AlarmTopic;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { settings, stateful } = props;
    const appOrigin = stateful.web.appOrigin;
    const convertTimeout = props.convertTimeout ?? defaultConvertTimeout;

    this.functions = new AppFunctions(this, 'Functions', {
      resources: {
        tables: stateful.tables,
        uploads: stateful.storage.uploads,
        outputs: stateful.storage.outputs,
        appSecret: stateful.secrets.app,
        paystackSecret: stateful.secrets.paystack,
        userPool: stateful.identity.userPool,
        appOrigin,
      },
      apiHandlers: props.routes.map((r) => r.handler),
      convertTimeout,
      scanPageTimeout: defaultScanPageTimeout,
      logRetention: settings.logRetention,
    });

    this.workflow = new ConversionWorkflow(this, 'Workflow', {
      steps: this.functions.steps,
      convertTimeout,
      stepTimeout: Duration.seconds(45),
      scanPageTimeout: defaultScanPageTimeout,
      logRetention: settings.logRetention,
      removalPolicy: settings.removalPolicy,
    });
    this.functions.grantStateMachine(this.workflow.stateMachine);

    new ConversionSweep(this, 'ConversionSweep', { sweep: this.functions.sweepConversions });
    new QueueWake(this, 'QueueWake', {
      stateMachine: this.workflow.stateMachine,
      startQueued: this.functions.startQueued,
    });
    const uploadTrigger = new UploadTrigger(this, 'UploadTrigger', {
      uploads: stateful.storage.uploads,
      startConversion: this.functions.startConversion,
    });

    this.api = new HttpApi(this, 'Api', {
      routes: props.routes,
      handlers: this.functions.api,
      userPool: stateful.identity.userPool,
      client: stateful.identity.client,
      appOrigin,
      logRetention: settings.logRetention,
    });

    this.alarms = this.addAlarms(settings, stateful, uploadTrigger);
    this.deployWeb(settings, stateful);
  }

  /** Alarms: every one notifies the stage's topic (e-mail subscription from the stage settings). */
  private addAlarms(settings: StageSettings, stateful: StatefulStack, uploadTrigger: UploadTrigger): AlarmTopic {
    const alarms = new AlarmTopic(this, 'Alarms', {
      displayName: `BankCSV ${settings.stage} alarms`,
      ...(settings.alarmEmail ? { email: settings.alarmEmail } : {}),
      removalPolicy: settings.removalPolicy,
    });
    const action = alarms.action;
    new WorkflowAlarms(this, 'WorkflowAlarms', { stateMachine: this.workflow.stateMachine, action });
    new FunctionAlarms(this, 'FunctionAlarms', {
      functions: new Map([
        ...this.functions.api,
        ['start-conversion', this.functions.startConversion],
        ['sweep-conversions', this.functions.sweepConversions],
        ['start-queued', this.functions.startQueued],
        ...Object.entries(this.functions.steps),
        ['post-confirmation', stateful.identity.postConfirmation],
      ]),
      // Their typed errors are conversion outcomes (not a PDF, wrong password, no credits, cancelled, unclear scan).
      outcomeErrors: new Set(
        [
          LIFECYCLE.checked,
          LIFECYCLE.debited,
          LIFECYCLE.converting,
          LIFECYCLE.scanning,
          LIFECYCLE.assembling,
          LIFECYCLE.completed,
        ].map((step) => step.setBy),
      ),
      throttledByDesign: new Set([LIFECYCLE.converting.setBy, LIFECYCLE.scanning.setBy]),
      action,
    });
    new DeadLetterAlarm(this, 'UploadDeadLetterAlarm', {
      queue: uploadTrigger.deadLetterQueue,
      holds: 'upload events whose conversion never started (start-conversion failed on every retry).',
      action,
    });
    new RefundSpikeAlarm(this, 'RefundSpikeAlarm', { service: serviceName(settings.stage), action });
    return alarms;
  }

  /** The SPA and the configuration it reads at start. */
  private deployWeb(settings: StageSettings, stateful: StatefulStack): void {
    new WebDeployment(this, 'WebDeployment', {
      bucket: stateful.web.bucket,
      distribution: stateful.web.distribution,
      ...(settings.webDist ? { webDist: settings.webDist } : {}),
      appConfig: {
        userPoolId: stateful.identity.userPool.userPoolId,
        userPoolClientId: stateful.identity.client.userPoolClientId,
        apiUrl: this.api.url,
        paystackPublicKey: settings.paystackPublicKey,
        googleOauthDomain: stateful.identity.oauthDomain,
        measurementId: settings.ga4MeasurementId,
      },
      logRetention: settings.logRetention,
    });
  }
}
