/**
 * Marketplace listings (ListingSummary), the same in every region: images and stacks from a few
 * publishers, with the package, pricing, listing and architecture enumerations of document 1 §3.
 */
import type { Fields } from '../entity';
import type { Random } from '../random';

const PUBLISHERS = [
  'Oracle',
  'Bitnami',
  'Fortinet',
  'Palo Alto Networks',
  'Canonical',
  'NGINX',
  'GitLab',
  'Datadog',
  'Acme Field Tools',
] as const;
const PRODUCTS = [
  ['Oracle Linux 9 Cloud Developer', 'Operating Systems'],
  ['WordPress Certified', 'Content Management'],
  ['FortiGate Next-Gen Firewall', 'Security'],
  ['VM-Series Next-Generation Firewall', 'Security'],
  ['Ubuntu 24.04 LTS', 'Operating Systems'],
  ['NGINX Plus', 'Networking'],
  ['GitLab Enterprise Edition', 'Developer Tools'],
  ['Datadog Agent', 'Monitoring'],
  ['Field Console Relay', 'Developer Tools'],
  ['Oracle WebLogic Server Enterprise Edition', 'Application Servers'],
  ['Jenkins', 'Developer Tools'],
  ['PostgreSQL 16', 'Databases'],
  ['Grafana Enterprise', 'Monitoring'],
  ['HashiCorp Vault', 'Security'],
] as const;

export function marketplaceListings(random: Random, minter: (type: string) => string): Fields[] {
  const listings: Fields[] = [];
  for (const [name, category] of PRODUCTS) {
    for (const edition of ['', ' (BYOL)', ' - ARM'].slice(0, random.between(1, 3))) {
      const publisher = name.startsWith('Oracle') ? 'Oracle' : random.pick(PUBLISHERS);
      const byol = edition.includes('BYOL');
      listings.push({
        id: minter('listing'),
        name: `${name}${edition}`,
        shortDescription: `${name} on Oracle Cloud Infrastructure, ready to launch.`,
        tagline: `${category} for your tenancy`,
        longDescription: `${name}${edition} from ${publisher}, packaged for Oracle Cloud Infrastructure. Launch it in a compartment of your choice; updates follow the publisher's releases.`,
        packageType: category === 'Operating Systems' || random.chance(0.6) ? 'IMAGE' : 'ORCHESTRATION',
        pricingTypes: byol ? ['BYOL'] : [random.pick(['FREE', 'PAYGO'])],
        listingType:
          publisher === 'Acme Field Tools' ? 'PRIVATE' : random.chance(0.2) ? 'COMMUNITY' : 'PARTNER',
        isFeatured: random.chance(0.2),
        categories: [category],
        publisher: { id: `publisher-${publisher.toLowerCase().replace(/[^a-z]+/g, '-')}`, name: publisher },
        supportedOperatingSystems: [{ name: category === 'Operating Systems' ? name : 'Oracle Linux' }],
        compatibleArchitectures: edition.includes('ARM')
          ? ['ARM']
          : random.chance(0.3)
            ? ['X86', 'ARM']
            : ['X86'],
        regions: [],
      });
    }
  }
  return listings;
}
