import href from '../mantine-components.css?url';

/**
 * Mantine's component styles, applied before a page that the browser renders alone is first drawn. The lazy code
 * that shows Mantine's components loads the same sheet before it runs (build/first-paint-css-plugin.mjs); a page
 * the server rendered with Mantine's components links it in its head. Load and error are listened to from here: an
 * inline handler would break the security policy.
 */
export function applyMantineStylesheet(): Promise<void> {
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.getAttribute('href') === href,
  );
  if (linked) return Promise.resolve();
  const link = document.createElement('link');
  const applied = new Promise<void>((resolve) => {
    // Without the sheet (offline, never cached), the app renders all the same.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  link.rel = 'stylesheet';
  // As the app's module loader links it: one request serves them both.
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
  return applied;
}
