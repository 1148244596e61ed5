import { describe, expect, it } from 'vitest';
import { OutboxBadgeView } from '../../../../../src/app/features/outbox/OutboxBadge';
import { renderOutbox } from './renderOutbox';

const badge = (counts: { unfinished: number; attention: number; sendable: number } | undefined, lng = 'en') =>
  renderOutbox(<OutboxBadgeView counts={counts} />, lng);

const label = (html: string) => /aria-label="([^"]*)"/.exec(html)?.[1];

describe('OutboxBadge', () => {
  it('links to the outbox and says the count of unfinished changes in words', () => {
    const html = badge({ unfinished: 3, attention: 0, sendable: 3 });
    expect(html).toContain('href="/outbox"');
    expect(label(html)).toBe('Outbox, 3 pending changes');
    expect(html).toContain('data-count="3"');
    expect(html).toContain('<span class="outbox-badge__count" aria-hidden="true">3</span>');
    expect(html).toContain('touch-target');
  });

  it('says one change in the singular, and none without a count', () => {
    expect(label(badge({ unfinished: 1, attention: 0, sendable: 1 }))).toBe('Outbox, 1 pending change');
    const none = badge({ unfinished: 0, attention: 0, sendable: 0 });
    expect(label(none)).toBe('Outbox, no pending changes');
    expect(none).not.toContain('outbox-badge__count');
    expect(none).toContain('data-count="0"');
  });

  it('adds how many changes need a decision, and marks the badge', () => {
    const html = badge({ unfinished: 4, attention: 2, sendable: 2 });
    expect(label(html)).toBe('Outbox, 4 pending changes, 2 need your decision');
    expect(html).toContain('outbox-badge--attention');
  });

  it('has no count while loading', () => {
    const html = badge(undefined);
    expect(html).not.toContain('data-count');
    expect(label(html)).toBe('Outbox, no pending changes');
  });

  it('uses the plural forms of each language', () => {
    expect(label(badge({ unfinished: 2, attention: 0, sendable: 2 }, 'ar'))).toBe(
      'صندوق الصادر، تغييران معلّقان',
    );
    expect(label(badge({ unfinished: 5, attention: 0, sendable: 5 }, 'ar'))).toBe(
      'صندوق الصادر، 5 تغييرات معلّقة',
    );
    expect(label(badge({ unfinished: 1, attention: 1, sendable: 0 }, 'de'))).toBe(
      'Postausgang, 1 ausstehende Änderung, 1 wartet auf Ihre Entscheidung',
    );
  });
});
