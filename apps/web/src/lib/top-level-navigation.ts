/** Whether this document is shown inside another page's frame. */
export function isFramed(): boolean {
  return window.top !== window.self;
}

/**
 * Loads an address as a new document of the top window, out of any frame. Another site's top window lets
 * a frame move it only after a click; when it refuses, the address loads in the frame itself, where the
 * server refuses any page not made for frames.
 */
export function openAtTopLevel(href: string): void {
  try {
    if (window.top) {
      window.top.location.href = href;
      return;
    }
  } catch {
    // Refused by the browser: loaded in the frame instead.
  }
  window.location.href = href;
}
