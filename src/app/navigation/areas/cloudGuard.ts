import { iaasDocs } from '../helpDocs';
import type { NavEntrySpec } from '../navEntry';

/** Cloud Guard (document 3 §2.8), with its saved queries grouped. */
export const CLOUD_GUARD_ENTRY = {
  id: 'cloudGuard',
  labelKey: 'service.cloudGuard',
  plugin: 'cloud-guard',
  dependentService: 'CLOUD_GUARD',
  help: [iaasDocs('cloud-guard/home.htm')],
  children: [
    { id: 'overview', labelKey: 'common.overview', path: '/overview' },
    {
      id: 'detectorRecipes',
      labelKey: 'identity.detectorRecipes',
      path: '/detector_recipes',
      resourceType: 'CloudGuardDetectorRecipe',
    },
    {
      id: 'responderRecipes',
      labelKey: 'identity.responderRecipes',
      path: '/responder_recipes',
      resourceType: 'CloudGuardResponderRecipe',
    },
    { id: 'problems', labelKey: 'identity.problems', path: '/problems' },
    { id: 'governanceProblems', labelKey: 'identity.governanceProblems', path: '/governance-problems' },
    { id: 'recommendations', labelKey: 'common.recommendations', path: '/recommendations' },
    { id: 'responderActivity', labelKey: 'identity.responderActivity', path: '/responders_dashboard' },
    { id: 'targets', labelKey: 'common.targets', path: '/targets', resourceType: 'CloudGuardTarget' },
    { id: 'governanceTargets', labelKey: 'identity.governanceTargets', path: '/governance-targets' },
    { id: 'settings', labelKey: 'common.settings', path: '/settings' },
    {
      id: 'managedLists',
      labelKey: 'identity.managedLists',
      path: '/list_management',
      resourceType: 'CloudGuardManagedList',
    },
    { id: 'dataMasking', labelKey: 'identity.dataMaskingRules', path: '/data_masking' },
    {
      id: 'queries',
      labelKey: 'identity.queries',
      children: [
        { id: 'past', labelKey: 'identity.queryHistory', path: '/queries/past' },
        { id: 'favorites', labelKey: 'identity.favoriteQueries', path: '/queries/favorites' },
        { id: 'scheduled', labelKey: 'identity.scheduledQueries', path: '/queries/scheduled' },
        { id: 'run', labelKey: 'identity.runQuery', path: '/queries/run' },
      ],
    },
    { id: 'dataSources', labelKey: 'identity.dataSources', path: '/data_sources' },
    { id: 'threatMonitoring', labelKey: 'identity.threatMonitoring', path: '/threat_monitoring' },
    { id: 'resources', labelKey: 'common.resources', path: '/resources' },
  ],
} as const satisfies NavEntrySpec;
