import href from '../mantine-components.css?url';

/**
 * Mantine's component styles, applied before the app renders or hydrates, so that no Mantine component shows
 * unstyled. The page's head preloads the sheet without holding its first paint, whose styles are inline. A page
 * the server rendered with Mantine components links the sheet already: the browser runs the app's script only
 * once that link has loaded (or failed), and nothing is added then. Load and error are listened to from here:
 * an inline handler would break the security policy.
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
  // As the page's preload and links have it: the preloaded answer is the one used.
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
  return applied;
}
