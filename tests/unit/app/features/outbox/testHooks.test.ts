import { describe, expect, it } from 'vitest';
import {
  installTestHooks,
  testHooksEnabled,
  type FieldConsoleTestHooks,
} from '../../../../../src/app/testHooks';
import { mutate } from '../../../../../src/app/data/mutate';

describe('installTestHooks', () => {
  it('installs mutate and describe only when the runtime configuration asks', () => {
    const target: { __fieldConsole?: FieldConsoleTestHooks } = {};
    expect(installTestHooks({ mode: 'emulator' }, target)).toBe(false);
    expect(target.__fieldConsole).toBeUndefined();
    const config = { mode: 'emulator' as const, testHooks: true };
    expect(testHooksEnabled(config)).toBe(true);
    expect(installTestHooks(config, target)).toBe(true);
    expect(target.__fieldConsole?.mutate).toBe(mutate);
    expect(typeof target.__fieldConsole?.describe).toBe('function');
  });

  it('takes only the value true', () => {
    for (const testHooks of ['true', 1, {}, null]) {
      expect(testHooksEnabled({ mode: 'emulator', testHooks } as never)).toBe(false);
    }
  });
});
