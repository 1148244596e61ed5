/** What starting a build run sends: the pipeline's parameters with their defaults, and the run's details. */
import type { CreateBuildRunDetails } from '../../../../machines/flowCalls';
import type { Row } from '../../../kit/listSpec';
import { itemsOf, rowText } from '../../../kinds/devops/rows';

export interface Parameter {
  readonly name: string;
  readonly defaultValue: string;
  readonly description?: string;
}

/** A build pipeline's parameters, each with its default value. */
export function pipelineParameters(pipeline: Row): Parameter[] {
  return itemsOf(pipeline['buildPipelineParameters'])
    .map((item) => ({
      name: rowText(item, 'name') ?? '',
      defaultValue: rowText(item, 'defaultValue') ?? '',
      description: rowText(item, 'description'),
    }))
    .filter((parameter) => parameter.name !== '');
}

/** The build run's details: the pipeline, an optional name, and the arguments that were given. */
export function buildRunDetails(
  pipelineId: string,
  displayName: string,
  args: Readonly<Record<string, string>>,
): CreateBuildRunDetails {
  const items = Object.entries(args)
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => ({ name, value: value.trim() }));
  return {
    buildPipelineId: pipelineId,
    ...(displayName.trim() === '' ? {} : { displayName: displayName.trim() }),
    ...(items.length === 0 ? {} : { buildRunArguments: { items } }),
  };
}
