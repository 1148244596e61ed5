import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Checkbox } from '../../../../src/app/ui/Checkbox';
import { Select } from '../../../../src/app/ui/Select';
import { Switch } from '../../../../src/app/ui/Switch';
import { TextArea } from '../../../../src/app/ui/TextArea';
import { TextField } from '../../../../src/app/ui/TextField';
import { defined } from '../../defined';

/** The ids an element's aria-describedby points at that exist in the markup, with their text. */
function described(html: string, tag: RegExp): string[] {
  const element = tag.exec(html)?.[0] ?? '';
  const ids = /aria-describedby="([^"]+)"/.exec(element)?.[1]?.split(' ') ?? [];
  return ids.flatMap((id) => {
    const match = new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html);
    return match ? [defined(match[1])] : [];
  });
}

describe('field helpers wire label, description and error', () => {
  test('TextField: invalid input points at its description and its error', () => {
    const html = renderToStaticMarkup(
      <TextField
        label="Display name"
        description="Shown in lists"
        errorMessage="A name is required"
        isInvalid
      />,
    );
    const input = /<input[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('aria-invalid="true"');
    expect(described(html, /<input[^>]*>/)).toEqual(['Shown in lists', 'A name is required']);
    const labelFor = /<label[^>]*for="([^"]+)"[^>]*>Display name<\/label>/.exec(html)?.[1];
    expect(input).toContain(`id="${String(labelFor)}"`);
  });

  test('TextField: a valid field shows no error and is not marked invalid', () => {
    const html = renderToStaticMarkup(<TextField label="Name" errorMessage="A name is required" />);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('A name is required');
  });

  test('TextArea: the same wiring on a textarea', () => {
    const html = renderToStaticMarkup(
      <TextArea label="Reason" description="Why you reject" errorMessage="Too long" isInvalid />,
    );
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"/);
    expect(described(html, /<textarea[^>]*>/)).toEqual(['Why you reject', 'Too long']);
  });

  test('Select: its button is labelled and described', () => {
    const html = renderToStaticMarkup(
      <Select
        label="Region"
        options={[
          { id: 'eu-frankfurt-1', label: 'Germany Central (Frankfurt)' },
          { id: 'us-ashburn-1', label: 'US East (Ashburn)' },
        ]}
        selectedKey="us-ashburn-1"
        description="Where requests go"
        errorMessage="Choose a region"
        isInvalid
      />,
    );
    expect(html).toContain('aria-haspopup="listbox"');
    expect(html).toContain('>US East (Ashburn)</span>');
    expect(described(html, /<button[^>]*>/)).toEqual(['Where requests go', 'Choose a region']);
  });

  test('Checkbox and Switch: the label is the target, described by help and error', () => {
    for (const html of [
      renderToStaticMarkup(
        <Checkbox
          label="Keep offline copy"
          description="Uses storage"
          errorMessage="Storage full"
          isInvalid
        />,
      ),
      renderToStaticMarkup(
        <Switch label="Keep offline copy" description="Uses storage" errorMessage="Storage full" isInvalid />,
      ),
    ]) {
      expect(html).toMatch(
        /<label[^>]*class="ui-toggle"[^>]*>[^]*<input[^]*Keep offline copy<\/span><\/label>/,
      );
      expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
      expect(described(html, /<input[^>]*>/)).toEqual(['Uses storage', 'Storage full']);
    }
    expect(renderToStaticMarkup(<Switch label="x" />)).toContain('role="switch"');
  });
});
