/**
 * Security: a vault with keys and secrets (each secret naming its vault), Data Safe report
 * definitions (dataSource) and assessments (type), and web application firewalls and
 * accelerations in front of a load balancer (GET answers their policy ids).
 */
import type { RegionBuilder } from '../regionBuilder';

export function securityUnit(b: RegionBuilder): void {
  const place = b.place(b.random.chance(0.5) ? b.compartmentNamed('security') : undefined);
  const time = b.time();
  const base = `${place.parts.env}-${place.parts.app}`;
  const vault = b.add({
    type: 'Vault',
    ocidType: 'vault',
    name: `${base}-vault`,
    place,
    state: 'ACTIVE',
    time,
  });
  for (const key of ['master-key', 'backup-key'])
    b.add({
      type: 'Key',
      ocidType: 'key',
      name: `${base}-${key}`,
      place,
      states: 'key',
      time: b.time(time),
      identityContext: { vaultId: vault.id },
    });
  for (const secret of ['db-password', 'api-token', 'github-pat']) {
    b.add({
      type: 'VaultSecret',
      ocidType: 'vaultsecret',
      name: `${base}-${secret}`,
      place,
      states: 'secret',
      time: b.time(time),
      additionalDetails: { vaultId: vault.id },
    });
  }
  const datasafe = { service: 'datasafe' } as const;
  for (const dataSource of ['EVENTS', 'ALERTS'] as const) {
    b.add({
      ...datasafe,
      collection: '/reportDefinitions',
      type: 'DataSafeReportDefinition',
      ocidType: 'datasafereportdefinition',
      name: `${place.parts.app} ${dataSource === 'EVENTS' ? 'audit events' : 'open alerts'} report`,
      place,
      states: 'reportDefinition',
      time: b.time(time),
      identityContext: { dataSource },
      body: {
        dataSource,
        category: b.random.pick(['CUSTOM_REPORTS', 'SUMMARY', 'ACTIVITY_AUDITING']),
        description: `Weekly ${dataSource.toLowerCase()} report`,
        isSeeded: false,
      },
    });
  }
  const assessmentTypes = ['LATEST', 'SAVED', 'SAVE_SCHEDULE', 'COMPARTMENT'] as const;
  for (const [kind, collection, ocidType] of [
    ['DataSafeSecurityAssessment', '/securityAssessments', 'datasafesecurityassessment'],
    ['DataSafeUserAssessment', '/userAssessments', 'datasafeuserassessment'],
  ] as const) {
    const type = b.random.pick(assessmentTypes);
    b.add({
      ...datasafe,
      collection,
      type: kind,
      ocidType,
      name: `${base} ${kind === 'DataSafeUserAssessment' ? 'user' : 'security'} assessment`,
      place,
      states: 'assessment',
      time: b.time(time),
      identityContext: { type },
      body: { type, targetIds: [b.ocid('datasafetargetdatabase')], isBaseline: type === 'SAVED' },
    });
  }
  const loadBalancer =
    b.some('LoadBalancer') ??
    b.add({
      type: 'LoadBalancer',
      ocidType: 'loadbalancer',
      name: `${base}-lb`,
      place,
      state: 'ACTIVE',
      time,
    });
  const wafPolicy = b.add({
    type: 'WebAppFirewallPolicy',
    ocidType: 'webappfirewallpolicy',
    name: `${base}-waf-policy`,
    place,
    state: 'ACTIVE',
    time,
  });
  b.add({
    service: 'waf',
    collection: '/webAppFirewalls',
    type: 'WebAppFirewall',
    ocidType: 'webappfirewall',
    name: `${base}-waf`,
    place,
    state: 'ACTIVE',
    time: b.time(time),
    body: {
      webAppFirewallPolicyId: wafPolicy.id,
      backendType: 'LOAD_BALANCER',
      loadBalancerId: loadBalancer.id,
    },
  });
  const waaPolicy = b.add({
    type: 'WebAppAccelerationPolicy',
    ocidType: 'webappaccelerationpolicy',
    name: `${base}-waa-policy`,
    place,
    state: 'ACTIVE',
    time,
  });
  b.add({
    service: 'waa',
    collection: '/webAppAccelerations',
    type: 'WebAppAcceleration',
    ocidType: 'webappacceleration',
    name: `${base}-waa`,
    place,
    state: 'ACTIVE',
    time: b.time(time),
    body: {
      webAppAccelerationPolicyId: waaPolicy.id,
      backendType: 'LOAD_BALANCER',
      loadBalancerId: loadBalancer.id,
    },
  });
}
