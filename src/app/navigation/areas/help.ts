import { docsBook, iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';

/** The help links of document 3 §2.15: external documentation pages, each opened in a new tab. */
export const HELP_AREA = {
  id: 'help',
  labelKey: 'area.help',
  category: 'help',
  openInNewTab: true,
  children: [
    {
      id: 'documentation',
      labelKey: 'help.documentation',
      url: iaasDocs('home.htm').url,
      openInNewTab: true,
    },
    { id: 'tutorials', labelKey: 'help.tutorials', url: docsBook('en/learn/').url, openInNewTab: true },
    {
      id: 'cliSetup',
      labelKey: 'help.cliSetup',
      url: iaasDocs('API/SDKDocs/cliinstall.htm').url,
      openInNewTab: true,
    },
    { id: 'restApis', labelKey: 'help.restApis', url: docsBook('en-us/iaas/api/').url, openInNewTab: true },
    { id: 'tagging', labelKey: 'help.tagging', url: iaasDocs('Tagging/home.htm').url, openInNewTab: true },
    {
      id: 'troubleshooting',
      labelKey: 'help.troubleshooting',
      url: iaasDocs('GSG/Reference/faq.htm').url,
      openInNewTab: true,
    },
  ],
} as const satisfies NavAreaSpec;
