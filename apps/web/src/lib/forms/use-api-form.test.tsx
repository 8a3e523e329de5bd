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

  it('loads lazily given rules as the climber types, and a quick submit waits for them', async () => {
    let loads = 0;
    const sent: Values[] = [];
    const loadValidate = async () => {
      loads += 1;
      return required;
    };
    const { result } = renderHook(
      () =>
        useApiForm<Values, void>({
          initialValues: { current_password: '' },
          loadValidate,
          submit: async (values) => {
            sent.push(values);
          },
          liveCheck: true,
        }),
      { wrapper },
    );
    // Nothing loads with the form; the first submit loads the rules, waits for them and refuses by them.
    expect(loads).toBe(0);
    await act(() => result.current.submit());
    expect(loads).toBe(1);
    expect(result.current.errors).toEqual({ current_password: ['required'] });
    expect(sent).toEqual([]);
    // Once loaded they check as the climber types, and are not loaded again.
    act(() => result.current.setField('current_password', 'x'));
    expect(result.current.errors).toEqual({});
    await act(() => result.current.submit());
    expect(sent).toEqual([{ current_password: 'x' }]);
    expect(loads).toBe(1);
  });

  it('starts loading the rules with the first change, and leaves the checks to the API when they fail to load', async () => {
    let loads = 0;
    const sent: Values[] = [];
    const { result } = renderHook(
      () =>
        useApiForm<Values, void>({
          initialValues: { current_password: '' },
          loadValidate: () => {
            loads += 1;
            return Promise.reject(new Error('offline'));
          },
          submit: async (values) => {
            sent.push(values);
          },
        }),
      { wrapper },
    );
    await act(async () => result.current.setField('current_password', ''));
    expect(loads).toBe(1);
    await act(() => result.current.submit());
    // The failed load is tried again, then the form sends what it has: the API answers with the same rules.
    expect(loads).toBe(2);
    expect(sent).toEqual([{ current_password: '' }]);
  });
});
