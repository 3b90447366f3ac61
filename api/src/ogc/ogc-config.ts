type Env = Record<string, string | undefined>;

/** The OGC API – Features settings (OGC_* variables). */
export interface OgcConfig {
  /** OGC_PUBLIC=true: the collections are readable without a token or session (off by default). */
  public: boolean;
  /**
   * OGC_SITE_CRS: the site's own projected system offered besides CRS84, EPSG:4326 and EPSG:3857,
   * as an EPSG code (e.g. EPSG:3435, NAD83 / Illinois East in US feet); unset: none.
   */
  siteCrs: number | undefined;
}

export function ogcConfigFrom(env: Env): OgcConfig {
  const rawPublic = env.OGC_PUBLIC?.trim().toLowerCase();
  if (rawPublic && !['true', 'false', '1', '0'].includes(rawPublic)) {
    throw new Error(`OGC_PUBLIC must be true or false (got "${env.OGC_PUBLIC}")`);
  }
  const rawCrs = env.OGC_SITE_CRS?.trim();
  let siteCrs: number | undefined;
  if (rawCrs) {
    const match = /^EPSG:(\d{4,6})$/i.exec(rawCrs);
    if (!match) throw new Error(`OGC_SITE_CRS must be an EPSG code such as EPSG:3435 (got "${env.OGC_SITE_CRS}")`);
    siteCrs = Number(match[1]);
  }
  return { public: rawPublic === 'true' || rawPublic === '1', siteCrs };
}
