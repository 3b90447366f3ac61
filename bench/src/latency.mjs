// Sequential requests against one endpoint: p50, p99 and mean in milliseconds.

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/**
 * Up to `requests` timed GETs (after a few untimed warm-up ones), each read to the end;
 * stops early once `budgetMs` is spent (but not before `minimum` requests). `headers` are sent
 * too (e.g. If-None-Match: a 304 then counts as an answer).
 */
export async function measure(api, path, requests, { warmup = 3, budgetMs = 30_000, minimum = 10, headers = {} } = {}) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(`${api.base}${path}`, {
      headers: { cookie: api.cookie, 'accept-encoding': 'gzip', ...headers },
    });
    const body = await res.arrayBuffer();
    if (!res.ok && !(res.status === 304 && headers['if-none-match']))
      throw new Error(`GET ${path} -> ${res.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  for (let i = 0; i < warmup; i += 1) await once();
  const times = [];
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < requests; i += 1) {
    if (i >= minimum && performance.now() - started > budgetMs) break;
    const result = await once();
    times.push(result.ms);
    bytes = result.bytes;
  }
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    mean: times.reduce((sum, t) => sum + t, 0) / times.length,
    bytes,
  };
}

export async function getJson(api, path) {
  const res = await fetch(`${api.base}${path}`, { headers: { cookie: api.cookie } });
  if (!res.ok) throw new Error(`GET ${path} -> ${res.status}`);
  return res.json();
}
