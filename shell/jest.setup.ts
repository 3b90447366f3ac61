// antd and the layout read matchMedia; jsdom does not implement it. Tests set
// `window.innerWidth` to pick the wide (>= 1024 px) or narrow layout.
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
