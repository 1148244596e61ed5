import { iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';
import { MANAGEMENT_ENTRIES } from './management';

/**
 * Observability & Management (document 3 §2.9). The preset dashboard ids of APM and management
 * agents are "not shown" in document 3; the ids chosen are the console's out-of-the-box
 * dashboards, passed as the `dashboardId` query of the dashboards page.
 */
export const OBSERVABILITY_AREA = {
  id: 'observability',
  labelKey: 'area.observability',
  category: 'infrastructure',
  children: [
    {
      id: 'audit',
      labelKey: 'service.audit',
      plugin: 'audit',
      dependentService: 'AUDIT',
      tags: ['who did', 'activity log'],
      help: [iaasDocs('Audit/home.htm')],
      children: [{ id: 'events', labelKey: 'observability.auditEvents', path: '/events' }],
    },
    {
      id: 'apm',
      labelKey: 'service.apm',
      plugin: 'apm',
      tags: ['tracing', 'apm'],
      help: [iaasDocs('application-performance-monitoring/home.htm')],
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/overview' },
        { id: 'home', labelKey: 'common.home', path: '/home' },
        { id: 'dashboards', labelKey: 'common.dashboards', path: '/dashboards' },
        {
          id: 'serviceMonitoring',
          labelKey: 'observability.serviceMonitoring',
          path: '/dashboards',
          query: { dashboardId: 'oob-apm-service-monitoring' },
          dynamic: true,
        },
        {
          id: 'realUserMonitoring',
          labelKey: 'observability.realUserMonitoring',
          path: '/dashboards',
          query: { dashboardId: 'oob-apm-real-user-monitoring' },
          dynamic: true,
        },
        {
          id: 'availabilityMonitoring',
          labelKey: 'observability.availabilityMonitoring',
          path: '/dashboards',
          query: { dashboardId: 'oob-apm-availability-monitoring' },
          dynamic: true,
        },
      ],
    },
    {
      id: 'logging',
      labelKey: 'service.logging',
      plugin: 'logging',
      tags: ['logs', 'syslog'],
      help: [iaasDocs('Logging/home.htm')],
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/overview' },
        { id: 'search', labelKey: 'observability.logSearch', path: '/search', screen: 'logging' },
        {
          id: 'savedSearches',
          labelKey: 'common.savedSearches',
          path: '/saved-searches',
          resourceType: 'LogSavedSearch',
        },
        { id: 'asyncSearch', labelKey: 'observability.asyncSearch', path: '/async-search' },
        { id: 'logs', labelKey: 'observability.logs', path: '/logs', resourceType: 'Log' },
        {
          id: 'logGroups',
          labelKey: 'observability.logGroups',
          path: '/log-groups',
          resourceType: 'LogGroup',
        },
        {
          id: 'agentConfigs',
          labelKey: 'common.agentConfigs',
          path: '/agent-configs',
          resourceType: 'UnifiedAgentConfiguration',
        },
        {
          id: 'serviceConnectors',
          labelKey: 'common.serviceConnectors',
          path: '/service-connectors',
          resourceType: 'ServiceConnector',
        },
        { id: 'detectorRules', labelKey: 'observability.detectorRules', path: '/detector-rule' },
        { id: 'audit', labelKey: 'service.audit', path: '/audit' },
        { id: 'dataModels', labelKey: 'observability.dataModels', path: '/data-models' },
      ],
    },
    {
      // Beyond document 3: the tenancy's announcements as a person on call reads them
      // (features/health), beside the metrics and alarms of Monitoring.
      id: 'serviceHealth',
      labelKey: 'observability.serviceHealth',
      plugin: 'announcements',
      path: '/service-health',
      screen: 'serviceHealth',
      tags: ['announcements', 'maintenance', 'incident', 'outage', 'action required'],
      help: [iaasDocs('Security/Concepts/announcements.htm')],
    },
    {
      id: 'monitoring',
      labelKey: 'service.monitoring',
      plugin: 'monitoring',
      tags: ['metrics', 'alerts'],
      help: [iaasDocs('Monitoring/home.htm')],
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/' },
        { id: 'explore', labelKey: 'observability.metricsExplorer', path: '/explore' },
        { id: 'alarmStatus', labelKey: 'observability.alarmStatus', path: '/alarms/status' },
        { id: 'agentConfigs', labelKey: 'common.agentConfigs', path: '/agent-configs' },
        { id: 'alarms', labelKey: 'observability.alarmDefinitions', path: '/alarms', resourceType: 'Alarm' },
      ],
    },
    {
      id: 'logAnalytics',
      labelKey: 'service.logAnalytics',
      plugin: 'loganalytics',
      help: [iaasDocs('log-analytics/home.htm')],
      children: [
        { id: 'home', labelKey: 'common.home', path: '/home' },
        { id: 'explorer', labelKey: 'observability.logExplorer', path: '/explorer' },
        { id: 'solutions', labelKey: 'common.solutions', path: '/solutions' },
        { id: 'administration', labelKey: 'common.administration', path: '/admin' },
      ],
    },
    {
      id: 'events',
      labelKey: 'service.events',
      plugin: 'events',
      help: [iaasDocs('Events/home.htm')],
      children: [
        { id: 'rules', labelKey: 'observability.rules', path: '/rules', resourceType: 'EventRule' },
        { id: 'metrics', labelKey: 'common.metrics', path: '/metrics' },
      ],
    },
    {
      id: 'managementAgents',
      labelKey: 'service.managementAgents',
      plugin: 'management-agents',
      help: [iaasDocs('management-agents/home.htm')],
      children: [
        { id: 'agents', labelKey: 'common.agents', path: '/agents', resourceType: 'ManagementAgent' },
        {
          id: 'downloads',
          labelKey: 'observability.downloadsAndKeys',
          path: '/downloads',
          resourceType: 'ManagementAgentInstallKey',
        },
        {
          id: 'dashboard',
          labelKey: 'common.dashboard',
          path: '/dashboards',
          query: { dashboardId: 'oob-management-agent-summary' },
          dynamic: true,
        },
      ],
    },
    {
      id: 'managementDashboards',
      labelKey: 'service.managementDashboards',
      plugin: 'management-dashboard',
      children: [
        {
          id: 'dashboards',
          labelKey: 'common.dashboards',
          path: '/dashboards',
          resourceType: 'ConsoleDashboard',
        },
        { id: 'widgets', labelKey: 'observability.widgets', path: '/widgets' },
        { id: 'filters', labelKey: 'observability.filters', path: '/filters' },
      ],
    },
    ...MANAGEMENT_ENTRIES,
    {
      id: 'resourceAnalytics',
      labelKey: 'service.resourceAnalytics',
      plugin: 'resource-analytics',
      children: [{ id: 'instances', labelKey: 'common.instances', path: '/instances' }],
    },
  ],
} as const satisfies NavAreaSpec;
