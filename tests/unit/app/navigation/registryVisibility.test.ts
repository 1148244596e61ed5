import { describe, expect, it } from 'vitest';
import { FEATURED } from '../../../../src/app/navigation/featured';
import { isReachable, isVisible } from '../../../../src/app/navigation/isVisible';
import { navEntry } from '../../../../src/app/navigation/navEntries';
import { region } from '../../../../src/oci/regions';
import { makeNavContext } from './makeNavContext';

describe('isVisible on the registry', () => {
  const commercial = makeNavContext();
  const gov = makeNavContext({ region: region('us-gov-phoenix-1') });

  it('a government region hides the web application firewall and its pages', () => {
    expect(isVisible(navEntry('identity.waf'), commercial, 'megaMenu')).toBe(true);
    expect(isVisible(navEntry('identity.waf'), gov, 'megaMenu')).toBe(false);
    expect(isVisible(navEntry('identity.waf.policies'), gov, 'sideMenu')).toBe(false);
  });

  it.each([
    'networking.dns.steeringPolicies',
    'networking.dns.tsigKeys',
    'networking.dns.httpRedirects',
    'networking.connectivity.clientVpn',
    'networking.tools.interRegionLatency',
  ])('a government region hides %s', (id) => {
    expect(isVisible(navEntry(id), commercial, 'sideMenu')).toBe(true);
    expect(isVisible(navEntry(id), gov, 'sideMenu')).toBe(false);
  });

  it('Access Governance is off in the UK government regions London and Cardiff only', () => {
    const accessGovernance = navEntry('identity.accessGovernance');
    for (const id of ['uk-gov-london-1', 'uk-gov-cardiff-1']) {
      expect(isVisible(accessGovernance, makeNavContext({ region: region(id) }), 'sideMenu')).toBe(false);
    }
    for (const id of ['uk-london-1', 'uk-cardiff-1']) {
      expect(isVisible(accessGovernance, makeNavContext({ region: region(id) }), 'sideMenu')).toBe(true);
    }
    expect(isVisible(accessGovernance, commercial, 'sideMenu')).toBe(true);
  });

  it('a parent with no visible children is hidden', () => {
    expect(isVisible(navEntry('networking.commandCenter'), commercial, 'sideMenu')).toBe(false);
    const on = makeNavContext({ featureFlags: ['network-command-center'] });
    expect(isVisible(navEntry('networking.commandCenter'), on, 'sideMenu')).toBe(true);
  });

  it('the search area has only mega-menu-hidden pages, so it is hidden there but not in the side menu', () => {
    expect(isVisible(navEntry('search'), commercial, 'megaMenu')).toBe(false);
    expect(isVisible(navEntry('search'), commercial, 'sideMenu')).toBe(true);
    expect(isVisible(navEntry('identity.iam.myProfile'), commercial, 'megaMenu')).toBe(false);
    expect(isVisible(navEntry('databases.delegationControls.subscriptions'), commercial, 'megaMenu')).toBe(
      false,
    );
    expect(isVisible(navEntry('marketplace.publisher.leads'), commercial, 'megaMenu')).toBe(false);
    expect(isVisible(navEntry('marketplace.publisher.listings'), commercial, 'megaMenu')).toBe(true);
  });

  it('hideChildrenInMenu keeps children out of the side menu only, and the parent stays', () => {
    const parent = navEntry('databases.dataSafe.securityAssessment');
    const child = navEntry('databases.dataSafe.securityAssessment.reports');
    expect(isVisible(parent, commercial, 'sideMenu')).toBe(true);
    expect(isVisible(child, commercial, 'sideMenu')).toBe(false);
    expect(isVisible(child, commercial, 'megaMenu')).toBe(true);
    expect(isReachable(child, commercial)).toBe(true);
  });

  it('the older and newer fleet application management layouts switch on one flag', () => {
    const on = makeNavContext({ featureFlags: ['fams-new-layout'] });
    expect(isVisible(navEntry('observability.fleetManagement'), commercial, 'sideMenu')).toBe(true);
    expect(isVisible(navEntry('observability.fleetManagementNew'), commercial, 'sideMenu')).toBe(false);
    expect(isVisible(navEntry('observability.fleetManagement'), on, 'sideMenu')).toBe(false);
    expect(isVisible(navEntry('observability.fleetManagementNew'), on, 'sideMenu')).toBe(true);
  });

  it('preview services need their allowlist, except in staging', () => {
    const staging = makeNavContext({ region: region('r1-beta') });
    for (const id of ['analytics.generativeAiAgents', 'hybrid.multicloudHub']) {
      expect(isVisible(navEntry(id), commercial, 'sideMenu')).toBe(false);
      expect(isVisible(navEntry(id), staging, 'sideMenu')).toBe(true);
    }
    expect(
      isVisible(
        navEntry('analytics.generativeAiAgents'),
        makeNavContext({ featureFlags: ['genai-agent'] }),
        'sideMenu',
      ),
    ).toBe(true);
  });

  it('pricing class picks the free or paid billing pages', () => {
    const free = makeNavContext({ pricingClass: 'free' });
    expect(isVisible(navEntry('billing.upgrade'), free, 'sideMenu')).toBe(true);
    expect(isVisible(navEntry('billing.upgrade'), commercial, 'sideMenu')).toBe(false);
    expect(isVisible(navEntry('billing.invoices'), free, 'sideMenu')).toBe(false);
    expect(isVisible(navEntry('analytics.fusionDataIntelligence.trialInfo'), free, 'sideMenu')).toBe(true);
    expect(isVisible(navEntry('analytics.fusionDataIntelligence.paidInfo'), free, 'sideMenu')).toBe(false);
  });

  it('a ref is gated like the entry it opens', () => {
    const london = makeNavContext({ region: region('uk-gov-london-1'), persona: 'SAAS' });
    const featuredAccessGovernance = FEATURED.find((f) => f.id === 'featured.accessGovernance');
    expect(featuredAccessGovernance).toBeDefined();
    if (featuredAccessGovernance === undefined) return;
    expect(isVisible(featuredAccessGovernance, makeNavContext({ persona: 'SAAS' }), 'featured')).toBe(true);
    expect(isVisible(featuredAccessGovernance, london, 'featured')).toBe(false);
  });

  it('the SaaS menu is for the SaaS console, and each application for its service type', () => {
    const saas = makeNavContext({ persona: 'SAAS', saasServiceTypes: ['HCM'] });
    expect(isVisible(navEntry('myApplications'), commercial, 'megaMenu')).toBe(false);
    expect(isVisible(navEntry('myApplications'), saas, 'megaMenu')).toBe(true);
    expect(isVisible(navEntry('myApplications.applications.hcm'), saas, 'megaMenu')).toBe(true);
    expect(isVisible(navEntry('myApplications.applications.erp'), saas, 'megaMenu')).toBe(false);
    const none = makeNavContext({ persona: 'SAAS' });
    expect(isVisible(navEntry('myApplications.applications'), none, 'megaMenu')).toBe(false);
    expect(isVisible(navEntry('myApplications.classicSignIn'), none, 'megaMenu')).toBe(true);
  });

  it('disconnected realms drop the marketplace', () => {
    const airGapped = makeNavContext({
      region: { ...region('us-ashburn-1'), id: 'x-1', realm: 'OC6', key: 'XYZ' },
    });
    expect(isVisible(navEntry('marketplace.marketplace'), commercial, 'megaMenu')).toBe(true);
    expect(isVisible(navEntry('marketplace.marketplace'), airGapped, 'megaMenu')).toBe(false);
  });
});
