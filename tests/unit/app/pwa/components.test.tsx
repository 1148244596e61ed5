import Dexie from 'dexie';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { BuildId } from '../../../../src/app/pwa/BuildId';
import { OnlineIndicator } from '../../../../src/app/pwa/OnlineIndicator';
import { PwaStringsProvider } from '../../../../src/app/pwa/PwaStringsProvider';
import { StorageProblem } from '../../../../src/app/pwa/StorageProblem';
import { UpdatePrompt } from '../../../../src/app/pwa/UpdatePrompt';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('StorageProblem', () => {
  test('a full device: says nothing was lost, what to do, and offers to clear old results', () => {
    const error = new Dexie.AbortError('Transaction aborted', new DOMException('full', 'QuotaExceededError'));
    const html = renderToStaticMarkup(<StorageProblem error={error} onClearOldResults={() => undefined} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('data-kind="quota"');
    expect(text(html)).toContain('The storage for Field Console on this device is full.');
    expect(text(html)).toContain('Nothing already stored on this device was lost.');
    expect(text(html)).toContain('Free space on the device, or clear old search results');
    expect(text(html)).toContain('Clear old search results');
  });

  test('IndexedDB unavailable: says why and what to do; no clearing, which would not help', () => {
    const html = renderToStaticMarkup(
      <StorageProblem
        error={new Dexie.MissingAPIError('IndexedDB API missing')}
        onClearOldResults={() => undefined}
      />,
    );
    expect(html).toContain('data-kind="unavailable"');
    expect(text(html)).toContain('Field Console cannot save data on this device.');
    expect(text(html)).toContain('Nothing already stored on this device was lost.');
    expect(text(html)).toContain('private windows');
    expect(text(html)).not.toContain('Clear old search results');
  });

  test('renders nothing without an error', () => {
    expect(renderToStaticMarkup(<StorageProblem error={undefined} />)).toBe('');
    expect(renderToStaticMarkup(<StorageProblem error={null} />)).toBe('');
  });

  test('translated words replace the English ones', () => {
    const html = renderToStaticMarkup(
      <PwaStringsProvider strings={{ nothingLost: 'Rien de ce qui était enregistré n’a été perdu.' }}>
        <StorageProblem error={new DOMException('full', 'QuotaExceededError')} />
      </PwaStringsProvider>,
    );
    expect(text(html)).toContain('Rien de ce qui était enregistré n’a été perdu.');
  });
});

describe('the status pieces of the header and footer', () => {
  test('OnlineIndicator is a status region with its test id', () => {
    const html = renderToStaticMarkup(<OnlineIndicator />);
    expect(html).toContain('role="status"');
    expect(html).toContain('data-testid="online-status"');
    expect(text(html)).toBe('Online');
    // Online lasts: the live dot, not the tick of a finished success.
    expect(html).toContain('ui-status-label--active');
  });

  test('UpdatePrompt keeps an empty status region until an update waits', () => {
    const html = renderToStaticMarkup(<UpdatePrompt />);
    expect(html).toMatch(/^<div class="pwa-update" role="status" data-testid="update-prompt"><\/div>$/);
  });

  test('BuildId shows the build, "dev" when VITE_BUILD_ID is not set', () => {
    const html = renderToStaticMarkup(<BuildId />);
    expect(html).toContain('data-testid="build-id"');
    expect(text(html)).toBe(`Build ${String(import.meta.env.VITE_BUILD_ID ?? 'dev')}`);
  });
});
