import { rm } from 'node:fs/promises';
import type { TestPgState } from './global-setup.js';

/** Stops the embedded PostgreSQL of the run (if global-setup started one) and deletes its folder. */
export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __HYDRANT_TEST_PG__?: TestPgState }).__HYDRANT_TEST_PG__;
  if (!state) return;
  await state.handle.stop();
  await rm(state.dir, { recursive: true, force: true });
}
