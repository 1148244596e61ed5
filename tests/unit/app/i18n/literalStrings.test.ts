/**
 * No words written into the screens' code: a JSX text with a letter in it, or a literal string
 * given to a prop a person reads or hears (aria-label, title, placeholder, label, alt…), is a
 * string the user's language never reaches. Words go through i18next, with the four languages'
 * files. What is not a word for translation (a protocol's name, a unit symbol) is listed below
 * with its reason.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const SRC = join(ROOT, 'src/app');

/** Props whose value is read or heard by a person. */
const READ_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'errorMessage',
  'caption',
  'subtitle',
  'heading',
  'message',
  'retryLabel',
]);

/** Literals that are not words to translate, by file, with the reason. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // The protocol's name, before the status and code ("HTTP 412 NoEtagMatch").
  'ui/ErrorPanel.tsx': ['HTTP'],
  'features/outbox/EntryFacts.tsx': ['HTTP'],
};

const LETTERS = /\p{L}{2,}/u;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return name.endsWith('.tsx') ? [path] : [];
  });
}

function literalOf(node: ts.Node | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalOf(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalOf(node.expression);
  return undefined;
}

/** The literal words of a file's JSX, each with its line. */
export function literalWords(path: string, text = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    const trimmed = value.trim().replace(/\s+/g, ' ');
    if (!LETTERS.test(trimmed)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${line}: ${trimmed}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const value = literalOf(node.expression);
      if (value !== undefined) report(node, value);
    } else if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText(source))) {
      const value = literalOf(node.initializer);
      if (value !== undefined) report(node, value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the screens hold no literal words', () => {
  it('finds a literal word when there is one', () => {
    const sample = 'export const A = () => <p title="Close it">Hello <b>{"there"}</b>{t("ok")}</p>;';
    expect(literalWords('sample.tsx', sample)).toEqual(['1: Close it', '1: Hello', '1: there']);
  });

  it.each(files(SRC).map((path) => relative(SRC, path)))('%s', (file) => {
    const allowed = new Set(ALLOWED[file] ?? []);
    const words = literalWords(join(SRC, file)).filter((entry) => !allowed.has(entry.replace(/^\d+: /, '')));
    expect(words).toEqual([]);
  });
});
