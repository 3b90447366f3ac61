import { api } from '@hydrant/api-client';

/**
 * This remote's endpoints, injected into the shell's one api (shared singleton).
 * Generated areas are imported from '@hydrant/api-client/generated/<area>' once the API
 * describes them; until then there is nothing to add.
 */
export const reportsApi = api.injectEndpoints({ endpoints: () => ({}) });
