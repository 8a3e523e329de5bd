/**
 * The server's side of `virtual:pwa-register/react`: a page rendered on the server has no service
 * worker, so no update waits. The browser build uses the real module.
 */
export function useRegisterSW(_options?: unknown) {
  const noop = () => {};
  return {
    needRefresh: [false, noop] as const,
    offlineReady: [false, noop] as const,
    updateServiceWorker: async (_reload?: boolean) => {},
  };
}
