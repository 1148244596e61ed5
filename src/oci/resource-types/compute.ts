/**
 * Compute (document 2 §2.1 Compute). Autoscaling and instance configurations default to ENABLED
 * (§3.2, §9). The /compute/osms/ pages show the OS Management Hub types the search service names
 * osmh*; the hub's other types, console histories, cluster placement groups and Compute
 * Cloud@Customer have no documented page and no link.
 */
import { PAGE } from './pages';
import { describeArea } from './types';
import type { TypeRow } from './types';

const ROWS = [
  { name: 'Instance', badge: 'INST', title: 'Instance', plural: 'Instances', link: PAGE.instance },
  {
    name: 'Image',
    badge: 'IMG',
    title: 'Custom image',
    plural: 'Custom images',
    link: '/compute/images/:id',
  },
  {
    name: 'InstanceConfiguration',
    badge: 'IC',
    title: 'Instance configuration',
    plural: 'Instance configurations',
    link: '/compute/instance-configs/:id',
    defaultLifecycleState: 'ENABLED',
  },
  {
    name: 'InstancePool',
    badge: 'POOL',
    title: 'Instance pool',
    plural: 'Instance pools',
    link: '/compute/instance-pools/:id',
  },
  {
    name: 'AutoScalingConfiguration',
    badge: 'AS',
    title: 'Autoscaling configuration',
    plural: 'Autoscaling configurations',
    link: '/compute/auto-scaling/:id',
    defaultLifecycleState: 'ENABLED',
  },
  {
    name: 'ClusterNetwork',
    badge: 'CN',
    title: 'Cluster network',
    plural: 'Cluster networks',
    link: '/compute/cluster-networks/:id',
  },
  {
    name: 'DedicatedVmHost',
    badge: 'DVH',
    title: 'Dedicated virtual machine host',
    plural: 'Dedicated virtual machine hosts',
    link: '/compute/dedicated-vm-hosts/:id',
  },
  {
    name: 'ComputeCapacityReservation',
    badge: 'CRV',
    title: 'Capacity reservation',
    plural: 'Capacity reservations',
    link: '/compute/capacity-reservations/:id',
  },
  {
    name: 'DesktopPool',
    badge: 'DSK',
    title: 'Desktop pool',
    plural: 'Desktop pools',
    link: '/compute/desktops/pools/:id',
  },
  {
    name: 'OsmhManagedInstanceGroup',
    badge: 'MIG',
    title: 'Managed instance group',
    plural: 'Managed instance groups',
    link: '/compute/osms/managed-instance-groups/:id',
  },
  {
    name: 'OsmhScheduledJob',
    badge: 'SJ',
    title: 'Scheduled job',
    plural: 'Scheduled jobs',
    link: '/compute/osms/scheduled-jobs/:id',
  },
  {
    name: 'OsmhSoftwareSource',
    badge: 'SWS',
    title: 'Software source',
    plural: 'Software sources',
    link: '/compute/osms/software-sources/:id',
  },
  {
    name: 'OsmhLifecycleEnvironment',
    badge: 'LCE',
    title: 'Lifecycle environment',
    plural: 'Lifecycle environments',
    link: null,
  },
  {
    name: 'OsmhManagementStation',
    badge: 'MST',
    title: 'Management station',
    plural: 'Management stations',
    link: null,
  },
  {
    name: 'OsmhProfile',
    badge: 'PRF',
    title: 'Registration profile',
    plural: 'Registration profiles',
    link: null,
  },
  {
    name: 'ClusterPlacementGroup',
    badge: 'CPG',
    title: 'Cluster placement group',
    plural: 'Cluster placement groups',
    link: null,
  },
  { name: 'ConsoleHistory', badge: 'CH', title: 'Console history', plural: 'Console histories', link: null },
  {
    name: 'ccc-infrastructure',
    badge: 'CCC',
    title: 'Compute Cloud@Customer infrastructure',
    plural: 'Compute Cloud@Customer infrastructures',
    link: null,
  },
  {
    name: 'ccc-upgrade-schedule',
    badge: 'CCUS',
    title: 'Compute Cloud@Customer upgrade schedule',
    plural: 'Compute Cloud@Customer upgrade schedules',
    link: null,
  },
] as const satisfies readonly TypeRow[];

export const COMPUTE_TYPES = describeArea('Compute', ROWS);
