import type { ValidationErrors } from '@climb/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAlertStore } from '../../platform/alerts/alert-store';
import { ApiError } from '../api-client';
import { useApiForm } from './use-api-form';

type Values = { current_password: string };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const kinds = () => useAlertStore.getState().alerts.map((alert) => alert.kind);
const required = (values: Values): ValidationErrors =>
  values.current_password ? {} : { current_password: ['required'] };

afterEach(() => {
  useAlertStore.setState({ alerts: [] });
});

describe('the form hook', () => {
  it('takes down the error alert of a wrong password when the right one succeeds', async () => {
    const { result } = renderHook(
      () =>
        useApiForm<Values, void>({
          initialValues: { current_password: 'wrong' },
          submit: async (values) => {
            if (values.current_password === 'wrong') {
              throw new ApiError(422, { error: { current_password: ['invalid'] } });
            }
          },
          successMessage: 'Saved',
        }),
      { wrapper },
    );
    await act(() => result.current.submit());
    expect(kinds()).toEqual(['error']);
    expect(result.current.errors).toEqual({ current_password: ['invalid'] });

    act(() => result.current.setField('current_password', 'right'));
    await act(() => result.current.submit());
    expect(kinds()).toEqual(['success']);
    expect(result.current.errors).toEqual({});
  });

  it('refuses by the client rules with an alert, and forgets a fixed field’s error', async () => {
    const { result } = renderHook(
      () =>
        useApiForm<Values, void>({
          initialValues: { current_password: '' },
          validate: required,
          submit: async () => {},
        }),
      { wrapper },
    );
    await act(() => result.current.submit());
    expect(kinds()).toEqual(['error']);
    expect(result.current.errors).toEqual({ current_password: ['required'] });
    act(() => result.current.setField('current_password', 'x'));
    expect(result.current.errors).toEqual({});
  });

  it('in a session form, checks again as the climber types and keeps the refusal under the fields', async () => {
    const { result } = renderHook(
      () =>
        useApiForm<Values, void>({
          initialValues: { current_password: '' },
          validate: required,
          submit: async () => {},
          liveCheck: true,
        }),
      { wrapper },
    );
    act(() => result.current.setField('current_password', ''));
    expect(result.current.errors).toEqual({});
    await act(() => result.current.submit());
    expect(kinds()).toEqual([]);
    expect(result.current.errors).toEqual({ current_password: ['required'] });
    act(() => result.current.setField('current_password', 'x'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.setField('current_password', ''));
    expect(result.current.errors).toEqual({ current_password: ['required'] });
  });

  it('tells the statuses it names inside the form, and stays busy when the page is left', async () => {
    let answer: 'refused' | 'accepted' = 'refused';
    const { result } = renderHook(
      () =>
        useApiForm<Values, void>({
          initialValues: { current_password: 'x' },
          submit: async () => {
            if (answer === 'refused') throw new ApiError(401, null);
          },
          notices: { 401: 'Wrong e-mail or password' },
          leavesPage: true,
        }),
      { wrapper },
    );
    await act(() => result.current.submit());
    expect(result.current.notice).toBe('Wrong e-mail or password');
    expect(kinds()).toEqual([]);
    expect(result.current.submitting).toBe(false);

    answer = 'accepted';
    await act(() => result.current.submit());
    expect(result.current.notice).toBeNull();
    expect(result.current.submitting).toBe(true);
  });
});
