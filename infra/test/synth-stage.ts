import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import cdkJson from '../../cdk.json';
import { routes } from '../../lambdas/src/routes';
import { addBankCsvStage, type BankCsvStacks } from '../lib/bankcsv-app';
import { settingsFor, type Stage, type StageExtras } from '../lib/config';

export interface SynthesizedStage extends BankCsvStacks {
  readonly statefulTemplate: Template;
  readonly appTemplate: Template;
}

/** One stage as `cdk synth` builds it (cdk.json context, af-south-1), with Lambda bundling skipped. */
export function synthStage(stage: Stage, extra: StageExtras = {}): SynthesizedStage {
  // The nag test reads the annotations itself, so synth neither prints nor throws the report.
  const app = new App({
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], '@aws-cdk/core:failSynthOnValidationErrors': false },
  });
  const stacks = addBankCsvStage(app, settingsFor(stage, extra), routes, { region: 'af-south-1' });
  return {
    ...stacks,
    statefulTemplate: Template.fromStack(stacks.stateful),
    appTemplate: Template.fromStack(stacks.app),
  };
}

type Resource = {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

export function resourcesOf(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.findResources(type) as Record<string, Resource>);
}
