/**
 * What the saved-index tests of a LocalSearch share: a query module for free text only (the
 * query language is not reached), and databases of their own, deleted after each test.
 */
import { afterEach } from 'vitest';
import { ConsoleDb } from '../../../../../src/contract/db';
import type { ParseOutcome } from '../../../../../src/worker/search/localSearchTypes';

export const parse = (): ParseOutcome<never> => ({ ok: false, error: { message: 'not a query', position: 0 } });
export const compile = (): never => {
  throw new Error('not a query');
};

/** Opens databases by name, each deleted after the test that opened it. */
export function testDatabases(): (name: string) => ConsoleDb {
  let opened: ConsoleDb[] = [];
  afterEach(async () => {
    for (const db of opened) await db.delete();
    opened = [];
  });
  return (name) => {
    const db = new ConsoleDb(name);
    opened.push(db);
    return db;
  };
}
