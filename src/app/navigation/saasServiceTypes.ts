/**
 * The SaaS service types the "My applications" menu knows (document 3 §2.17: "the list itself is
 * not shown"). Chosen: fifteen well-known Oracle SaaS families a tenancy can be subscribed to.
 * Each application page is at /{lowercase service type} under the SaaS plugin.
 */
export const SAAS_SERVICE_TYPES = [
  'FUSION',
  'ERP',
  'HCM',
  'SCM',
  'EPM',
  'CX',
  'NETSUITE',
  'HEALTH',
  'TALEO',
  'ELOQUA',
  'RESPONSYS',
  'FIELDSERVICE',
  'PRIMAVERA',
  'OPERA',
  'SIMPHONY',
] as const;

export type SaasServiceType = (typeof SAAS_SERVICE_TYPES)[number];
