/**
 * The trail above a DevOps page: projects (in the project's compartment), the project, and the
 * pipeline a stage or run belongs to, named by the reads of useParents, else (offline, never
 * read) by the local index.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStoredName } from '../../../data/useStoredName';
import { devopsPaths } from '../paths';
import { rowText } from '../../../kinds/devops/rows';
import type { Parents, PipelineRef } from './useParents';

export interface CrumbsProps {
  readonly projectId?: string;
  readonly pipeline?: PipelineRef;
  /** The parents as read (useParents), for their names. */
  readonly parents: Parents;
}

export function Crumbs({ projectId, pipeline, parents }: CrumbsProps) {
  const { t } = useTranslation('devops');
  const compartmentId = parents.project === undefined ? undefined : rowText(parents.project, 'compartmentId');
  const projectName = useStoredName(projectId);
  const pipelineName = useStoredName(pipeline?.id);
  return (
    <ol className="devops-crumbs">
      <li>
        <Link to={devopsPaths.projects(compartmentId)}>{t('resource.project.plural')}</Link>
      </li>
      {projectId !== undefined ? (
        <li>
          <Link to={devopsPaths.project(projectId)}>
            {(parents.project === undefined ? undefined : rowText(parents.project, 'name')) ??
              projectName ??
              t('resource.project.title')}
          </Link>
        </li>
      ) : null}
      {projectId !== undefined && pipeline !== undefined ? (
        <li>
          <Link
            to={
              pipeline.kind === 'buildPipeline'
                ? devopsPaths.buildPipeline(projectId, pipeline.id)
                : devopsPaths.deployPipeline(projectId, pipeline.id)
            }
          >
            {(parents.pipeline === undefined ? undefined : rowText(parents.pipeline, 'displayName')) ??
              pipelineName ??
              t(
                pipeline.kind === 'buildPipeline'
                  ? 'resource.buildPipeline.title'
                  : 'resource.deployPipeline.title',
              )}
          </Link>
        </li>
      ) : null}
    </ol>
  );
}
