// Throughput of one server under N connections for a fixed time (autocannon), and the
// interleaved runs of several servers (A, B, C, A, B, C, ...) so that the machine's noise
// (other builds on its two cores) falls on each of them alike.
import autocannon from 'autocannon';
import { percentile } from './latency.mjs';
import { request } from './servers.mjs';

/**
 * `connections` clients for `seconds`, each cycling through `paths` (GETs with the session
 * cookie, asking for gzip as the console's browser does). Requests per second count 2xx only;
 * anything else is reported as errors.
 */
export async function throughput(server, paths, { connections, seconds }) {
  const headers = { cookie: server.cookie ?? '', 'accept-encoding': 'gzip' };
  const result = await autocannon({
    url: server.base,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path, headers })),
  });
  const ok = result['2xx'];
  return {
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * `rounds` rounds of every server in turn after one short warm-up each; per server the
 * median of the rounds' requests per second, p50 and p99 (ms), and the errors summed.
 */
export async function interleavedThroughput(servers, paths, { connections, seconds, rounds }) {
  for (const server of servers) await throughput(server, paths, { connections, seconds: Math.min(2, seconds) });
  const runs = servers.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, server] of servers.entries())
      runs[i].push(await throughput(server, paths, { connections, seconds }));
  }
  return runs.map((list) => ({
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
    rounds: list.map((r) => Math.round(r.rps)),
  }));
}

/**
 * Sequential requests, interleaved request by request across the servers (one to each in
 * turn), `requests` each after 3 warm-up rounds, stopping early once `budgetMs` is spent
 * (after at least 10): p50 and p99 in ms per server.
 */
export async function interleavedSequential(servers, path, { requests, budgetMs }) {
  const once = async (server) => {
    const started = performance.now();
    const res = await request(server.base, path, {
      headers: { cookie: server.cookie ?? '', 'accept-encoding': 'gzip' },
      raw: true,
    });
    if (res.status !== 200) throw new Error(`${server.name} GET ${path} -> ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i += 1) for (const server of servers) await once(server);
  const times = servers.map(() => []);
  const started = performance.now();
  for (let i = 0; i < requests; i += 1) {
    if (i >= 10 && performance.now() - started > budgetMs) break;
    for (const [s, server] of servers.entries()) times[s].push(await once(server));
  }
  return times.map((list) => {
    list.sort((a, b) => a - b);
    return { requests: list.length, p50: percentile(list, 50), p99: percentile(list, 99) };
  });
}

/**
 * The servers' JSON for `path`, byte for byte (uncompressed). Returns undefined when every
 * body is identical to the first server's, else a description of the first difference.
 */
export async function compareBodies(servers, path) {
  const answers = await Promise.all(
    servers.map((server) => request(server.base, path, { headers: { cookie: server.cookie ?? '' } })),
  );
  const [first] = answers;
  for (const [i, answer] of answers.entries()) {
    if (i === 0) continue;
    if (answer.status === first.status && answer.body.equals(first.body)) continue;
    let at = 0;
    while (at < answer.body.length && answer.body[at] === first.body[at]) at += 1;
    const around = (body) => JSON.stringify(body.subarray(Math.max(0, at - 60), at + 60).toString('utf8'));
    return (
      `${path}: ${servers[i].name} answered ${answer.status} (${answer.body.length} bytes), ` +
      `${servers[0].name} ${first.status} (${first.body.length} bytes); first difference at byte ${at}:\n` +
      `  ${servers[0].name.padEnd(13)} ${around(first.body)}\n  ${servers[i].name.padEnd(13)} ${around(answer.body)}`
    );
  }
  return undefined;
}
