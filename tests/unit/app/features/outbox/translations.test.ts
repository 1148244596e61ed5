import { describe, expect, it } from 'vitest';
import { OUTBOX_KEYS, OUTBOX_PLURAL_KEYS } from '../../../../../src/app/features/outbox/outboxText';
import { OPERATION_LABEL_KEYS } from '../../../../../src/app/features/outbox/operationLabel';
import { describeKeyListTranslations, leaves } from '../keyListTranslations';
import { LANGUAGES, outboxFile } from './renderOutbox';

describeKeyListTranslations({
  name: 'outbox',
  languages: LANGUAGES,
  file: outboxFile,
  keys: [...OUTBOX_KEYS, ...OPERATION_LABEL_KEYS],
  pluralKeys: OUTBOX_PLURAL_KEYS,
});

describe('outbox translations in English', () => {
  it('asks about a stale change in the words of the design', () => {
    expect(leaves(outboxFile('en')).get('dialog.staleBody')).toContain(
      'was queued more than 23 hours ago; its retry token may have expired: send it again?',
    );
  });
});
