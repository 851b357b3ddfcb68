import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { DEFAULT_ROUTE_THROTTLE, type RouteDef } from '../../../lambdas/src/routes';

export interface HttpApiProps {
  readonly routes: readonly RouteDef[];
  /** Function per handler name used by `routes`. */
  readonly handlers: ReadonlyMap<string, IFunction>;
  readonly userPool: IUserPool;
  readonly client: IUserPoolClient;
  readonly appOrigin: string;
  readonly logRetention: RetentionDays;
}

// HTTP API variables only (the default format names REST-only ones); no bodies, no tokens.
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    time: '$context.requestTime',
    route: '$context.routeKey',
    status: '$context.status',
    latency: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/** HTTP API with a Cognito JWT authorizer (issuer = user pool, audience = SPA client). */
export class HttpApi extends Construct {
  readonly api: apigw.HttpApi;
  readonly url: string;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    this.api = new apigw.HttpApi(this, 'Api', {
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [props.appOrigin],
        allowMethods: [
          apigw.CorsHttpMethod.GET,
          apigw.CorsHttpMethod.POST,
          apigw.CorsHttpMethod.PUT,
          apigw.CorsHttpMethod.DELETE,
        ],
        allowHeaders: ['authorization', 'content-type'],
        maxAge: Duration.days(1),
      },
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      // Each route also has its own throttle (below), from the route table.
      throttle: { rateLimit: DEFAULT_ROUTE_THROTTLE.rate, burstLimit: DEFAULT_ROUTE_THROTTLE.burst },
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });
    // No trailing slash: the SPA appends paths such as `/me`.
    const stack = Stack.of(this);
    this.url = `https://${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;

    const authorizer = new HttpUserPoolAuthorizer('Cognito', props.userPool, { userPoolClients: [props.client] });
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const route of props.routes) {
      const fn = props.handlers.get(route.handler);
      if (!fn) throw new Error(`No function for route ${route.method} ${route.path} (handler ${route.handler})`);
      const integration =
        integrations.get(route.handler) ?? new HttpLambdaIntegration(`${route.handler}-integration`, fn);
      integrations.set(route.handler, integration);
      const [added] = this.api.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration,
        authorizer: route.auth ? authorizer : new apigw.HttpNoneAuthorizer(),
      });
      if (added) stage.node.addDependency(added);
      if (!route.auth) {
        if (!route.publicBecause)
          throw new Error(`Route ${route.method} ${route.path} has no authorizer and says not why (publicBecause)`);
        if (added)
          NagSuppressions.addResourceSuppressions(added, [{ id: 'AwsSolutions-APIG4', reason: route.publicBecause }]);
      }
    }
    // Per-route throttles (a JSON map in CloudFormation's own casing): a flood of one route (say, uploads) cannot push
    // every other route into 429s.
    (stage.node.defaultChild as apigw.CfnStage).routeSettings = Object.fromEntries(
      props.routes.map((route) => {
        const throttle = route.throttle ?? DEFAULT_ROUTE_THROTTLE;
        return [
          `${route.method} ${route.path}`,
          { ThrottlingRateLimit: throttle.rate, ThrottlingBurstLimit: throttle.burst },
        ];
      }),
    );
  }
}
