type Env = Record<string, string | undefined>;

/** Live updates (GET /api/events). */
export interface EventsConfig {
  /** Seconds between heartbeat comments on an idle stream (EVENTS_HEARTBEAT_SECONDS, default 25). */
  heartbeatSeconds: number;
}

export function eventsConfigFrom(env: Env): EventsConfig {
  const raw = env.EVENTS_HEARTBEAT_SECONDS?.trim();
  if (!raw) return { heartbeatSeconds: 25 };
  const value = Number(raw);
  // Proxies commonly close a response idle for 60 s: keep the heartbeat well inside that.
  if (!Number.isFinite(value) || value < 1 || value > 55) {
    throw new Error(`EVENTS_HEARTBEAT_SECONDS must be a number of seconds from 1 to 55 (got "${raw}")`);
  }
  return { heartbeatSeconds: value };
}
