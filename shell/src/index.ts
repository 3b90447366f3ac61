// Module Federation bootstrap pattern: the async boundary lets the MF runtime set up
// shared modules (react, antd, …) before any of them is evaluated.
import('./bootstrap').catch((error: unknown) => console.error('HydrantOps could not start', error));
