import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutboxEmail, TokenPair } from '@climb/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A password that meets every rule (8–128 characters, a digit, a lower-case and an upper-case letter). */
export const PASSWORD = 'Granite2024';

let apiKey: string | null = null;

/** The web app's API key, as the server writes it into every page. */
export async function webApiKey(request: APIRequestContext): Promise<string> {
  if (apiKey) return apiKey;
  const html = await (await request.get('/')).text();
  const key = html.match(/<meta name="api-access-token" content="([^"]*)"/)?.[1];
  if (!key) throw new Error('No API key in the page');
  apiKey = key;
  return key;
}

/** Calls `/api/v1/<path>` the way the web app does. */
export async function callApi(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { HttpApiAccessToken: await webApiKey(request) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return request.fetch(`/api/v1/${path}`, { method, headers, data: options.body });
}

/** An address no other journey uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

export interface Climber {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  tokens: TokenPair;
}

/** Signs a new climber up through the API. */
export async function createClimber(
  request: APIRequestContext,
  overrides: { first_name?: string; language?: 'fr' | 'en' } = {},
): Promise<Climber> {
  const climber = {
    first_name: overrides.first_name ?? 'Léa',
    last_name: 'Grimpe',
    email: uniqueEmail('climber'),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    language: overrides.language ?? 'fr',
  };
  const response = await callApi(request, 'POST', 'sessions/sign_up', { body: climber });
  expect(response.status(), await response.text()).toBe(201);
  return { ...climber, tokens: (await response.json()) as TokenPair };
}

/** The site administrator seeded at first start (DATA_DIR/admin-credentials.txt, set by playwright.config.ts). */
export function adminCredentials(): { email: string; password: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const text = readFileSync(join(dataDir, 'admin-credentials.txt'), 'utf8');
  const email = text.match(/email:\s*(\S+)/)?.[1];
  const password = text.match(/password:\s*(\S+)/)?.[1];
  if (!email || !password) throw new Error(`Cannot read the administrator credentials:\n${text}`);
  return { email, password };
}

/** The e-mails of the outbox sent to an address, newest first, read as the site administrator. */
export async function outboxEmailsTo(request: APIRequestContext, address: string): Promise<OutboxEmail[]> {
  const signIn = await callApi(request, 'POST', 'sessions/sign_in', { body: adminCredentials() });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { token } = (await signIn.json()) as TokenPair;
  const response = await callApi(request, 'GET', 'admin/outbox_emails.json?per_page=100', { token });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as OutboxEmail[]).filter((email) => email.to === address);
}

/** Signs in through the /sign-in form. */
export async function signInThroughForm(
  page: Page,
  texts: { email: string; password: string; submit: string },
  credentials: { email: string; password: string },
): Promise<void> {
  const form = page.getByTestId('sign-in-form');
  await form.getByRole('textbox', { name: texts.email, exact: true }).fill(credentials.email);
  await form.getByRole('textbox', { name: texts.password, exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: texts.submit }).click();
}

/** Opens the app signed in: the token pair where the web app keeps it (`cordee.session`). */
export async function signInWithTokens(page: Page, tokens: TokenPair): Promise<void> {
  await page.goto('/about');
  await page.evaluate((pair) => localStorage.setItem('cordee.session', JSON.stringify(pair)), tokens);
}
