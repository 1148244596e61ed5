import { iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';

/**
 * Containers & Artifacts, a top-level group of document 3 §2.15. Kubernetes clusters live here;
 * the registries, container instances and functions are shown again from their own areas.
 */
export const CONTAINERS_AREA = {
  id: 'containers',
  labelKey: 'area.containers',
  category: 'infrastructure',
  plugin: 'containers',
  children: [
    {
      id: 'kubernetes',
      labelKey: 'containers.kubernetes',
      path: '/clusters',
      resourceType: 'ClustersCluster',
      dependentService: 'COMPUTE',
      tags: ['k8s', 'oke'],
      related: ['developer.registry.containers', 'compute.containerInstances'],
      help: [iaasDocs('ContEng/home.htm')],
    },
    {
      id: 'containerRegistry',
      labelKey: 'developer.containerRegistry',
      ref: 'developer.registry.containers',
    },
    { id: 'artifactRegistry', labelKey: 'developer.artifactRegistry', ref: 'developer.registry.artifacts' },
    { id: 'containerInstances', labelKey: 'compute.containerInstances', ref: 'compute.containerInstances' },
    { id: 'functions', labelKey: 'compute.functionApplications', ref: 'compute.functions.apps' },
  ],
} as const satisfies NavAreaSpec;
