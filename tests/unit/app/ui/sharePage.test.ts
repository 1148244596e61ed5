import { describe, expect, it, vi } from 'vitest';
import { sharePage } from '../../../../src/app/ui/sharePage';

const page = { url: 'https://console.example/search?q=web', title: 'Search results' };

function abort(): Error {
  const error = new Error('closed');
  error.name = 'AbortError';
  return error;
}

describe('sharing a page', () => {
  it('uses the share sheet where the device has one, and copies nothing', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await sharePage(page, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Search results', url: page.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the address when there is no share sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await sharePage(page, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(page.url);
  });

  it('takes a closed sheet as the answer, and copies when the sheet refuses', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await sharePage(page, { share: () => Promise.reject(abort()), clipboard: { writeText } })).toBe(
      'cancelled',
    );
    expect(writeText).not.toHaveBeenCalled();
    const refused = () => Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
    expect(await sharePage(page, { share: refused, clipboard: { writeText } })).toBe('copied');
  });

  it('says it failed when neither works', async () => {
    expect(await sharePage(page, {})).toBe('failed');
    expect(await sharePage(page, { clipboard: { writeText: () => Promise.reject(new Error('denied')) } })).toBe(
      'failed',
    );
  });

  it('never shares the relay’s launch token, by the sheet or the clipboard', async () => {
    const launched = { url: 'http://127.0.0.1:4173/search?q=web&token=s3cr3t', title: 'Search results' };
    const share = vi.fn(() => Promise.resolve());
    await sharePage(launched, { share });
    expect(share).toHaveBeenCalledWith({ title: 'Search results', url: 'http://127.0.0.1:4173/search?q=web' });
    const writeText = vi.fn(() => Promise.resolve());
    await sharePage({ ...launched, url: 'http://127.0.0.1:4173/?token=s3cr3t' }, { clipboard: { writeText } });
    expect(writeText).toHaveBeenCalledWith('http://127.0.0.1:4173/');
  });
});
