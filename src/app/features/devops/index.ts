/**
 * What other features may use of DevOps: the addresses of its screens (runs, deployments, work
 * requests), and its own parts of its kinds' pages, loaded on demand (the kit shows them where a
 * kind's entry names them: start a build run or a deployment, move a project, a connection's git
 * host). The screens are reached by link; their routes join the table in ../index.ts.
 */
import { lazyRetrying } from '../../ui/lazyRetrying';

export { devopsPaths } from './paths';

export const StartBuildRun = lazyRetrying(() =>
  import('./components/devopsParts').then((m) => ({ default: m.StartBuildRun })),
);
export const StartDeployment = lazyRetrying(() =>
  import('./components/devopsParts').then((m) => ({ default: m.StartDeployment })),
);
export const MoveProject = lazyRetrying(() =>
  import('./components/devopsParts').then((m) => ({ default: m.MoveProject })),
);
export const ConnectionGitTab = lazyRetrying(() =>
  import('./components/devopsParts').then((m) => ({ default: m.ConnectionGitTab })),
);
