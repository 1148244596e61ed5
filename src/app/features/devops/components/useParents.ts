/** The project and pipeline a page sits in, read once (and kept for offline use) for names and the compartment. */
import { useMemo } from 'react';
import { paramsFor } from '../../../../oci/operations';
import { readData, useRead } from '../../../data/useRead';
import type { Row } from '../../../kit/listSpec';

export interface PipelineRef {
  readonly kind: 'buildPipeline' | 'deployPipeline';
  readonly id: string;
}

export interface Parents {
  readonly project?: Row;
  readonly pipeline?: Row;
}

export function useParents(region: string, projectId?: string, pipeline?: PipelineRef): Parents {
  // Read only once the id is known (the operation is null until then).
  const projectParams = useMemo(() => ({ projectId: projectId ?? '' }), [projectId]);
  const kind = pipeline?.kind;
  const pipelineId = pipeline?.id;
  const pipelineParams = useMemo(
    () => (kind === undefined ? {} : { [`${kind}Id`]: pipelineId }),
    [kind, pipelineId],
  );
  const project = readData(
    useRead(projectId === undefined ? null : 'getProject', projectParams, region).state,
  )?.data;
  const operation =
    kind === undefined ? null : kind === 'buildPipeline' ? 'getBuildPipeline' : 'getDeployPipeline';
  const pipelineRow = readData(useRead(operation, paramsFor(operation, pipelineParams), region).state)?.data;
  return { project, pipeline: pipelineRow };
}
