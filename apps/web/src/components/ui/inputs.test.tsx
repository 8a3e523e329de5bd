import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { InputChevron, NativeSelect, PasswordInput, TextInput } from './index';

afterEach(cleanup);

function form() {
  return renderToString(
    <form>
      <TextInput label="Prénom" name="first_name" required error="Prénom est obligatoire" />
      <TextInput label="Date de naissance" type="date" description="Jamais affichée" />
      <PasswordInput label="Mot de passe" toggleLabel="Afficher le mot de passe" required aria-describedby="rules" />
      <NativeSelect
        label="Langue"
        value="en"
        onChange={() => {}}
        data={[
          { value: 'fr', label: 'Français' },
          { value: 'en', label: 'English' },
        ]}
      />
    </form>,
  );
}

describe("the kit's fields", () => {
  it('write no style attribute and no style element on the server', () => {
    const html = form();
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toContain('<style');
  });

  it('tie each input to its label, its description and its error, and mark a refused value invalid', () => {
    render(
      <form>
        <TextInput label="Prénom" required error="Prénom est obligatoire" />
        <TextInput label="Date de naissance" description="Jamais affichée" />
      </form>,
    );
    const name = screen.getByRole('textbox', { name: 'Prénom' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.hasAttribute('required')).toBe(true);
    expect(document.getElementById(String(name.getAttribute('aria-describedby')))?.textContent).toBe(
      'Prénom est obligatoire',
    );
    const date = screen.getByRole('textbox', { name: 'Date de naissance' });
    expect(date.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById(String(date.getAttribute('aria-describedby')))?.textContent).toBe('Jamais affichée');
  });

  it('show a password on a press of its button, which keeps out of the tab order', () => {
    render(<PasswordInput label="Mot de passe" toggleLabel="Afficher le mot de passe" aria-describedby="rules" />);
    const input = screen.getByLabelText('Mot de passe') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(input.type).toBe('password');
    expect(input.getAttribute('aria-describedby')).toBe('rules');
    expect(toggle.getAttribute('tabindex')).toBe('-1');
    fireEvent.mouseDown(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('offer the options of a select, the chosen one selected', () => {
    const html = form();
    expect(html).toMatch(/<option value="en" selected="">English<\/option>/);
  });

  it('take the size `md` and icons at either end by data attributes, never a style attribute', () => {
    const html = renderToString(
      <form>
        <TextInput size="md" label="Rechercher" type="search" leftSection={<svg data-icon="search" />} />
        <TextInput size="md" label="Rochers" value="" readOnly rightSection={<InputChevron />} />
        <NativeSelect size="md" label="Approche" data={[{ value: '', label: 'Toutes' }]} />
        <PasswordInput size="md" label="Mot de passe" toggleLabel="Afficher le mot de passe" />
      </form>,
    );
    expect(html).not.toMatch(/\sstyle="/);
    expect(html.match(/data-size="md"/g)).toHaveLength(4);
    expect(html).toMatch(/data-with-left-section="true"[^>]*>\s*<div[^>]*data-position="left"[^>]*data-passive="true"/);
    expect(html.match(/data-position="right"/g)).toHaveLength(3);
    // The default size writes no attribute: the pages' HTML at `sm` is what it was.
    expect(form()).not.toContain('data-size');
  });

  it('keep the label and the input tied with an icon at the start', () => {
    render(<TextInput size="md" label="Filtrer" leftSection={<svg data-testid="icon" />} />);
    const input = screen.getByRole('textbox', { name: 'Filtrer' });
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByTestId('icon').closest('[data-position="left"]')?.nextElementSibling).toBe(input);
  });
});
