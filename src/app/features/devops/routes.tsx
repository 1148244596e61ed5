/**
 * The DevOps feature's routes: its own pages under /devops and the pages the resource-type
 * catalogue links to (/devops-project, /devops-build, /devops-deployment). Every screen is loaded
 * when first visited. A page opened from its address waits for its code inside the shell: the
 * router shows the boundary's spinner meanwhile (without one it showed nothing and warned that
 * no HydrateFallback was given, on every such load).
 */
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { DevopsBoundary } from './DevopsBoundary';
import { DEVOPS_ROUTES } from './paths';
import type { ResourceRoute } from './screens/ResourceScreen';

const resourcePage =
  (route: ResourceRoute): RouteObject['lazy'] =>
  async () => {
    const { ResourceScreen } = await import('./screens/ResourceScreen');
    return { element: <ResourceScreen route={route} /> };
  };

const runPage =
  (kind: 'buildRun' | 'deployment'): RouteObject['lazy'] =>
  async () => {
    const { RunScreen } = await import('./screens/RunScreen');
    return { element: <RunScreen kind={kind} /> };
  };

export const routes: RouteObject[] = [
  {
    element: <DevopsBoundary />,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        path: DEVOPS_ROUTES.projects,
        lazy: async () => ({ Component: (await import('./screens/ProjectsScreen')).ProjectsScreen }),
      },
      {
        path: DEVOPS_ROUTES.workRequests,
        lazy: async () => ({ Component: (await import('./screens/WorkRequestsScreen')).WorkRequestsScreen }),
      },
      {
        path: DEVOPS_ROUTES.workRequest,
        lazy: async () => ({ Component: (await import('./screens/WorkRequestScreen')).WorkRequestScreen }),
      },
      {
        path: DEVOPS_ROUTES.flow,
        lazy: async () => ({ Component: (await import('./screens/FlowScreen')).FlowScreen }),
      },
      { path: DEVOPS_ROUTES.project, lazy: resourcePage('project') },
      { path: DEVOPS_ROUTES.projectChild, lazy: resourcePage('projectChild') },
      { path: DEVOPS_ROUTES.buildPipeline, lazy: resourcePage('buildPipeline') },
      { path: DEVOPS_ROUTES.buildStage, lazy: resourcePage('buildPipelineStage') },
      { path: DEVOPS_ROUTES.buildRun, lazy: runPage('buildRun') },
      { path: DEVOPS_ROUTES.deployPipeline, lazy: resourcePage('deployPipeline') },
      { path: DEVOPS_ROUTES.deployStage, lazy: resourcePage('deployStage') },
      { path: DEVOPS_ROUTES.deployment, lazy: runPage('deployment') },
    ],
  },
];
