/**
 * What an API token may read (DECISIONS §16). `feed`: the out-of-service feed; `gis:read`:
 * the OGC API – Features collections under /api/ogc. No scope writes anything.
 */
export const API_TOKEN_SCOPES = ['feed', 'gis:read'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Scopes of a token created without naming any (and of every token made before scopes existed). */
export const DEFAULT_API_TOKEN_SCOPES: readonly ApiTokenScope[] = ['feed'];
