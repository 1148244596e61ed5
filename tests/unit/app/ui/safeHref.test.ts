/**
 * The one gate for link addresses: http(s), app paths and fragments pass; every way to smuggle a
 * script, a data document or another host through an `href` is refused.
 */
import { describe, expect, it } from 'vitest';
import { safeHref } from '../../../../src/app/ui/safeHref';

describe('safeHref', () => {
  it.each([
    ['https://cloud.oracle.com/devops?region=us-ashburn-1', 'https://cloud.oracle.com/devops?region=us-ashburn-1'],
    ['http://example.com/a', 'http://example.com/a'],
    ['HTTPS://Docs.Oracle.com/x', 'https://docs.oracle.com/x'],
    ['/devops-project/projects/ocid1.devopsproject.oc1..p', '/devops-project/projects/ocid1.devopsproject.oc1..p'],
    ['#main-content', '#main-content'],
  ])('lets %s through', (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'blob:https://evil.example/1',
    'file:///etc/passwd',
    'ftp://example.com/',
    '//evil.example/path',
    '/\\evil.example/path',
    '/ok\u2028x',
    'https://user:pass@cloud.oracle.com/',
    'relative/path',
    'evil.example',
    '',
    `https://example.com/${'a'.repeat(9_000)}`,
    null,
    undefined,
  ])('refuses %j', (url) => {
    expect(safeHref(url)).toBeUndefined();
  });

  it('refuses what is not a string at all', () => {
    expect(safeHref({ toString: () => 'https://example.com' } as unknown as string)).toBeUndefined();
  });
});
