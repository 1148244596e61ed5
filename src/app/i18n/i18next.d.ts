/**
 * Translation keys are types: each namespace's resources are declared from its English file, so a
 * t() call with a key that no English file holds is a compile error, not a missing word on screen.
 * The other three languages are held to the same keys by tests/unit/app/i18n/keys.test.ts.
 */
import type console from '../../../public/locales/en/console.json';
import type details from '../../../public/locales/en/details.json';
import type devops from '../../../public/locales/en/devops.json';
import type glossary from '../../../public/locales/en/glossary.json';
import type home from '../../../public/locales/en/home.json';
import type licenses from '../../../public/locales/en/licenses.json';
import type logging from '../../../public/locales/en/logging.json';
import type marketplace from '../../../public/locales/en/marketplace.json';
import type navigation from '../../../public/locales/en/navigation.json';
import type oncall from '../../../public/locales/en/oncall.json';
import type outbox from '../../../public/locales/en/outbox.json';
import type profiles from '../../../public/locales/en/profiles.json';
import type searchUi from '../../../public/locales/en/searchUi.json';
import type settings from '../../../public/locales/en/settings.json';
import type sync from '../../../public/locales/en/sync.json';
import type watches from '../../../public/locales/en/watches.json';
import type search from '../../../public/plugins/locales/oci-console-search-config/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'console';
    returnNull: false;
    resources: {
      console: typeof console;
      details: typeof details;
      devops: typeof devops;
      glossary: typeof glossary;
      home: typeof home;
      licenses: typeof licenses;
      logging: typeof logging;
      marketplace: typeof marketplace;
      navigation: typeof navigation;
      oncall: typeof oncall;
      outbox: typeof outbox;
      profiles: typeof profiles;
      searchUi: typeof searchUi;
      settings: typeof settings;
      sync: typeof sync;
      watches: typeof watches;
      search: typeof search;
    };
  }
}
