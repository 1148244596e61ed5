import type { NavigationKey } from '../i18n/keys';
import type { NavHelpItem } from './navEntry';

const DOCS = 'https://docs.oracle.com';

/** The OCI documentation page of a service: `iaasDocs('Compute/home.htm')`. */
export function iaasDocs(page: string, labelKey: NavigationKey = 'help.documentation'): NavHelpItem {
  return { labelKey, url: `${DOCS}/en-us/iaas/Content/${page}` };
}

/** A documentation book outside the IaaS content tree: `docsBook('en/cloud/paas/data-safe/index.html')`. */
export function docsBook(path: string, labelKey: NavigationKey = 'help.documentation'): NavHelpItem {
  return { labelKey, url: `${DOCS}/${path}` };
}
