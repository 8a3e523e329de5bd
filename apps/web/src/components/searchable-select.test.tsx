import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n, stubMissingBrowserApis, TestProviders } from '../testing/page-test-kit';
import { SearchableSelect } from './searchable-select';

beforeAll(() => {
  stubMissingBrowserApis();
});

afterEach(() => {
  cleanup();
});

const COUNTRIES = [
  { value: 'FR', label: 'France' },
  { value: 'ES', label: 'Espagne' },
];

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <SearchableSelect label="Pays" data={COUNTRIES} value={value} onChange={setValue} allowDeselect={false} />
      <output data-testid="value">{value}</output>
    </>
  );
}

async function renderField(initial = 'FR') {
  const i18n = await createTestI18n('fr', []);
  render(
    <TestProviders i18n={i18n} environment="none">
      <Field initial={initial} />
    </TestProviders>,
  );
  const input = screen.getAllByLabelText('Pays').find((element) => element instanceof HTMLInputElement);
  if (!(input instanceof HTMLInputElement)) throw new Error('the field expected');
  return input;
}

function typeAndPick(input: HTMLInputElement, typed: string, option: string) {
  act(() => {
    input.focus();
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: typed } });
  });
  act(() => {
    fireEvent.click(screen.getByRole('option', { name: option }));
  });
}

describe('a select filtered as one types', () => {
  it('shows the chosen option’s name from the start', async () => {
    expect((await renderField()).value).toBe('France');
  });

  it('shows the name of the option chosen again instead of the letters typed', async () => {
    const input = await renderField();
    typeAndPick(input, 'Fra', 'France');
    expect(input.value).toBe('France');
    expect(screen.getByTestId('value').textContent).toBe('FR');
  });

  it('shows the name of another option chosen and holds its value', async () => {
    const input = await renderField();
    typeAndPick(input, 'Esp', 'Espagne');
    expect(input.value).toBe('Espagne');
    expect(screen.getByTestId('value').textContent).toBe('ES');
  });
});
