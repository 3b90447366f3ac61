/**
 * jsdom has no matchMedia, which antd (responsive observers) and the shell's layout
 * read. This stub answers `min-width` queries from `window.innerWidth`, so a test can
 * pick the wide (>= 1024 px) or narrow layout; other queries do not match.
 * Used by the jest set-up of libs/ui and of the shell.
 */
export function installMatchMedia(): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? window.innerWidth >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
