/**
 * Console scopes (document 3 §6): the two console kinds, the personas a user picks, and the
 * landing-page and header scopes. An entry's `scopes` lists the ones that see it.
 *
 * How the console kinds are read: a scope list containing 'IAAS' admits every infrastructure
 * persona, one containing 'SAAS' admits the SaaS persona and the "my apps" landing page. Every
 * persona except 'SAAS' and 'MY_APPS_PREFERRED_LANDING_PAGE' is an infrastructure persona.
 */
import type { NavigationKey } from '../i18n/keys';
export const PERSONAS = [
  'IAAS',
  'SAAS',
  'DEFAULT',
  'ACADEMIC_RESEARCHER',
  'ACCOUNT_ADMIN',
  'DATA_SCIENTIST',
  'APP_ADMIN',
  'CLOUD_NATIVE_DEVELOPER',
  'CLOUD_ARCHITECT',
  'DATABASE_ENGINEER',
  'DEV_OPS_ENGINEER',
  'FULL_STACK_DEVELOPER',
  'HOBBYIST',
  'INFRASTRUCTURE_OPS',
  'LOW_CODE_DEVELOPER',
  'MOBILE_APP_DEVELOPER',
  'SECURITY_ADMIN',
  'WEB_APP_DEVELOPER',
  'OCI_CONSOLE_PREFERRED_LANDING_PAGE',
  'MY_APPS_PREFERRED_LANDING_PAGE',
  'MY_PROFILE_PREFERRED_LANDING_PAGE',
  'OCI_CONSOLE_HEADER',
  'MY_PROFILE_HEADER',
] as const;

export type Persona = (typeof PERSONAS)[number];

export type ConsoleKind = 'IAAS' | 'SAAS';

const SAAS_PERSONAS: ReadonlySet<Persona> = new Set(['SAAS', 'MY_APPS_PREFERRED_LANDING_PAGE']);

/** The console kind a persona belongs to. */
export function consoleKindOf(persona: Persona): ConsoleKind {
  return SAAS_PERSONAS.has(persona) ? 'SAAS' : 'IAAS';
}

/** The translation key of a persona's name. */
export function personaLabelKey(persona: Persona): NavigationKey {
  return `persona.${persona}`;
}
