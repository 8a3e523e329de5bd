import type { EnvironmentOrNone } from '@climb/contracts';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Providers } from './providers';

/** What wraps the router, the same on the server and in the browser, so that the page hydrates as rendered. */
export function AppTree({
  i18n,
  environment,
  children,
}: {
  i18n: I18n;
  environment: EnvironmentOrNone;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Providers environment={environment}>{children}</Providers>
      </I18nextProvider>
    </StrictMode>
  );
}
