/**
 * A field of a service's answer, as the summary page names it, in the user's language: the label
 * every screen gives it (a noun of the glossary: name, compartment, created…), else the label the
 * details pages give it (the details namespace's `fields`, or `relations` for a field that
 * points at another resource), else the words of its name (fieldWords) for a field no page
 * labels yet. The field's name comes from the service: only a plain name is looked up.
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldWords } from '../../../rules/fieldWords';
import type { GlossaryKey } from '../../i18n/keys';

/** Fields every screen labels with a noun of the glossary, by the field's name or stem. */
const GLOSSARY: Readonly<Record<string, GlossaryKey>> = {
  displayName: 'name',
  name: 'name',
  compartment: 'compartment',
  lifecycleState: 'state',
  timeCreated: 'created',
  timeUpdated: 'updated',
  id: 'ocid',
  availabilityDomain: 'availabilityDomain',
  lifecycleDetails: 'lifecycleDetails',
  description: 'description',
  type: 'type',
  project: 'project',
};

/** Fields the details pages label under another name. */
const SAME_AS: Readonly<Record<string, string>> = {
  activeLicenseRecordCount: 'fields.activeLicenseRecords',
  totalActiveLicenseUnitCount: 'fields.activeLicenseUnits',
  autonomousVmClusterId: 'fields.autonomousVmCluster',
  crossConnectOrCrossConnectGroupId: 'relations.crossConnect',
  webAppAccelerationPolicyId: 'relations.waaPolicy',
  webAppFirewallPolicyId: 'relations.wafPolicy',
  publicIp: 'relations.publicIp',
  appId: 'relations.application',
  repoId: 'relations.repository',
  // A license record's product is the product license it belongs to.
  productId: 'relations.productLicense',
};

const PLAIN = /^[A-Za-z][A-Za-z0-9]{0,80}$/;

/** `vcnId` → `vcn`, `domainOcid` → `domain`: what the field points at. */
const stem = (key: string): string => key.replace(/(Ids?|Ocid)$/, '') || key;

/** The label the details pages give the field, in the language of `t`; undefined when none does. */
export function labelledField(t: TFunction, key: string, kind: 'property' | 'relation'): string | undefined {
  if (!PLAIN.test(key)) return undefined;
  const shared = Object.hasOwn(GLOSSARY, key)
    ? GLOSSARY[key]
    : kind === 'relation' && Object.hasOwn(GLOSSARY, stem(key))
      ? GLOSSARY[stem(key)]
      : undefined;
  if (shared !== undefined) return t(`glossary:${shared}`, { defaultValue: fieldWords(key) });
  const candidates = [
    Object.hasOwn(SAME_AS, key) ? SAME_AS[key] : undefined,
    kind === 'relation' ? `relations.${stem(key)}` : undefined,
    `fields.${key}`,
    `fields.${stem(key)}`,
  ];
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    // A field no page labels has no key, hence the default.
    const label: string = t(`details:${candidate}`, { defaultValue: '' });
    if (label !== '') return label;
  }
  return undefined;
}

/** The field's label in the language of `t`, or its name's words. */
export function fieldLabel(t: TFunction, key: string, kind: 'property' | 'relation'): string {
  return labelledField(t, key, kind) ?? fieldWords(key);
}

/** fieldLabel bound to the current language. */
export function useFieldLabel(): (key: string, kind: 'property' | 'relation') => string {
  // Loads the details namespace; its keys are named with it, so the console's t words them.
  useTranslation(['details', 'glossary']);
  const { t } = useTranslation('console');
  return useCallback((key: string, kind: 'property' | 'relation') => fieldLabel(t, key, kind), [t]);
}
