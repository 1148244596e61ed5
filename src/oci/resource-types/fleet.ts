/**
 * Fleet Application Management (document 2 §2.1: "further families under /fams/ … their
 * patterns are not shown"). The console opens each type at /fams/{plural collection}/:id.
 */
import { describeArea } from './types';
import type { TypeRow } from './types';

const ROWS = [
  { name: 'FamsFleet', badge: 'FLT', title: 'Fleet', plural: 'Fleets', link: '/fams/fleets/:id' },
  { name: 'FamsRunbook', badge: 'RBK', title: 'Runbook', plural: 'Runbooks', link: '/fams/runbooks/:id' },
  {
    name: 'FamsCatalogItem',
    badge: 'CATI',
    title: 'Catalog item',
    plural: 'Catalog items',
    link: '/fams/catalog-items/:id',
  },
  {
    name: 'FamsCompliancePolicy',
    badge: 'CMPP',
    title: 'Compliance policy',
    plural: 'Compliance policies',
    link: '/fams/compliance-policies/:id',
  },
  {
    name: 'FamsCompliancePolicyRule',
    badge: 'CMPR',
    title: 'Compliance policy rule',
    plural: 'Compliance policy rules',
    link: '/fams/compliance-policy-rules/:id',
  },
  {
    name: 'FamsMaintenanceWindow',
    badge: 'MW',
    title: 'Maintenance window',
    plural: 'Maintenance windows',
    link: '/fams/maintenance-windows/:id',
  },
  { name: 'FamsPatch', badge: 'PAT', title: 'Patch', plural: 'Patches', link: '/fams/patches/:id' },
  {
    name: 'FamsPlatformConfiguration',
    badge: 'PCFG',
    title: 'Platform configuration',
    plural: 'Platform configurations',
    link: '/fams/platform-configurations/:id',
  },
  {
    name: 'FamsProperty',
    badge: 'PROP',
    title: 'Property',
    plural: 'Properties',
    link: '/fams/properties/:id',
  },
  {
    name: 'FamsProvision',
    badge: 'PROV',
    title: 'Provision',
    plural: 'Provisions',
    link: '/fams/provisions/:id',
  },
  {
    name: 'FamsSchedulerDefinition',
    badge: 'SCHD',
    title: 'Schedule',
    plural: 'Schedules',
    link: '/fams/scheduler-definitions/:id',
  },
  { name: 'FamsTaskRecord', badge: 'TASK', title: 'Task', plural: 'Tasks', link: '/fams/task-records/:id' },
] as const satisfies readonly TypeRow[];

export const FLEET_TYPES = describeArea('Fleet management', ROWS);
