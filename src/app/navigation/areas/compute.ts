import { iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';

/** Compute (document 3 §2.2). */
export const COMPUTE_AREA = {
  id: 'compute',
  labelKey: 'area.compute',
  category: 'infrastructure',
  plugin: 'compute',
  help: [iaasDocs('Compute/home.htm')],
  children: [
    {
      id: 'instances',
      labelKey: 'compute.instances',
      path: '/instances',
      resourceType: 'Instance',
      dependentService: 'COMPUTE',
      tags: ['vm', 'server', 'bare metal'],
      related: ['storage.blockStorage.bootVolumes', 'networking.vcns.vcns'],
      help: [iaasDocs('Compute/Concepts/computeoverview.htm')],
    },
    { id: 'instanceMaintenance', labelKey: 'compute.instanceMaintenance', path: '/instance-maintenance' },
    {
      id: 'dedicatedVmHosts',
      labelKey: 'compute.dedicatedVmHosts',
      path: '/dedicated-vm-hosts',
      resourceType: 'DedicatedVmHost',
    },
    {
      id: 'instanceConfigs',
      labelKey: 'compute.instanceConfigs',
      path: '/instance-configs',
      resourceType: 'InstanceConfiguration',
    },
    {
      id: 'instancePools',
      labelKey: 'compute.instancePools',
      path: '/instance-pools',
      resourceType: 'InstancePool',
    },
    {
      id: 'clusterNetworks',
      labelKey: 'compute.clusterNetworks',
      path: '/cluster-networks',
      resourceType: 'ClusterNetwork',
    },
    { id: 'computeClusters', labelKey: 'compute.computeClusters', path: '/compute-clusters' },
    {
      id: 'autoScaling',
      labelKey: 'compute.autoScaling',
      path: '/auto-scaling',
      resourceType: 'AutoScalingConfiguration',
    },
    {
      id: 'capacityReservations',
      labelKey: 'compute.capacityReservations',
      path: '/capacity-reservations',
      resourceType: 'ComputeCapacityReservation',
    },
    { id: 'images', labelKey: 'compute.images', path: '/images', resourceType: 'Image' },
    {
      id: 'containers',
      labelKey: 'service.containersArtifacts',
      children: [
        { id: 'kubernetes', labelKey: 'containers.kubernetes', ref: 'containers.kubernetes' },
        {
          id: 'containerRegistry',
          labelKey: 'developer.containerRegistry',
          ref: 'developer.registry.containers',
        },
        {
          id: 'artifactRegistry',
          labelKey: 'developer.artifactRegistry',
          ref: 'developer.registry.artifacts',
        },
      ],
    },
    {
      id: 'functions',
      labelKey: 'service.functions',
      plugin: 'functions',
      help: [iaasDocs('Functions/home.htm')],
      children: [
        {
          id: 'apps',
          labelKey: 'compute.functionApplications',
          path: '/apps',
          resourceType: 'FunctionsApplication',
          tags: ['serverless', 'faas', 'lambda'],
        },
        { id: 'prebuilt', labelKey: 'compute.prebuiltFunctions', path: '/prebuilt-functions' },
      ],
    },
    {
      id: 'vmware',
      labelKey: 'compute.vmware',
      plugin: 'vmware',
      path: '/sddcs',
      resourceType: 'VmwareSddc',
      help: [iaasDocs('VMware/home.htm')],
    },
    {
      id: 'secureDesktops',
      labelKey: 'service.secureDesktops',
      plugin: 'desktops',
      help: [iaasDocs('secure-desktops/home.htm')],
      children: [
        { id: 'pools', labelKey: 'compute.desktopPools', path: '/pools' },
        { id: 'volumes', labelKey: 'compute.desktopVolumes', path: '/volumes' },
      ],
    },
    {
      id: 'containerInstances',
      labelKey: 'compute.containerInstances',
      plugin: 'container-instances',
      path: '',
      resourceType: 'ContainerInstance',
      help: [iaasDocs('container-instances/home.htm')],
    },
    {
      id: 'batch',
      labelKey: 'service.batch',
      plugin: 'batch',
      children: [
        { id: 'monitoring', labelKey: 'compute.batchMonitoring', path: '/monitoring' },
        { id: 'environments', labelKey: 'common.environments', path: '/environments' },
        { id: 'taskProfiles', labelKey: 'compute.taskProfiles', path: '/task-profiles' },
      ],
    },
    {
      id: 'workstations',
      labelKey: 'service.virtualWorkstations',
      plugin: 'workstation',
      children: [
        { id: 'workstations', labelKey: 'compute.virtualWorkstations', path: '/virtual-workstations' },
        { id: 'profiles', labelKey: 'common.profiles', path: '/profiles' },
        { id: 'groups', labelKey: 'common.groups', path: '/groups' },
        { id: 'clusters', labelKey: 'common.clusters', path: '/clusters' },
      ],
    },
    {
      id: 'rover',
      labelKey: 'service.rover',
      plugin: 'rover-edge',
      children: [{ id: 'nodes', labelKey: 'compute.roverNodes', path: '/nodes' }],
    },
    {
      id: 'computeCloudAtCustomer',
      labelKey: 'service.computeCloudAtCustomer',
      plugin: 'compute-cloud-at-customer',
      children: [
        { id: 'infrastructure', labelKey: 'common.infrastructure', path: '/infrastructure' },
        { id: 'upgradeSchedule', labelKey: 'compute.upgradeSchedules', path: '/upgrade-schedule' },
        { id: 'applications', labelKey: 'common.applications', path: '/applications' },
      ],
    },
    {
      id: 'macServices',
      labelKey: 'service.managedServicesMac',
      plugin: 'managed-services-mac',
      children: [{ id: 'orders', labelKey: 'compute.macOrders', path: '/mac-orders' }],
    },
  ],
} as const satisfies NavAreaSpec;
