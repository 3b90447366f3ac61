import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { SESSION_POOL } from '../database/session-pool.provider.js';

/** How a periodic job's round ended: it ran, another process held the lock, or another process ran it this period. */
export type JobOutcome = 'ran' | 'locked' | 'recent' | 'failed';

/** The route a request matched, as declared ('/api/hydrants/:id'), so the labels stay few. */
function routeLabel(req: Request): string {
  const route = (req as unknown as { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  return req.originalUrl.startsWith('/api/') ? 'unmatched' : 'web';
}

/**
 * The API's Prometheus metrics (GET /api/metrics): requests by route and status with their
 * latency, the two connection pools (TypeORM's and the session store's), the periodic jobs'
 * rounds, and Node's own process metrics. One registry per app, so several apps in one
 * process (the tests) never share counters.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route'>;
  private readonly jobRuns: Counter<'job' | 'outcome'>;
  private readonly jobSeconds: Histogram<'job'>;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(SESSION_POOL) sessionPool: Pool) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'hydrant_' });
    this.requests = new Counter({
      name: 'hydrant_http_requests_total',
      help: 'HTTP requests answered, by method, route and status code',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'hydrant_http_request_duration_seconds',
      help: 'Time from request to the last byte of the response, by method and route',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.jobRuns = new Counter({
      name: 'hydrant_job_runs_total',
      help: 'Rounds of the periodic jobs in this process, by job and outcome (ran, locked, recent, failed)',
      labelNames: ['job', 'outcome'],
      registers,
    });
    this.jobSeconds = new Histogram({
      name: 'hydrant_job_duration_seconds',
      help: 'Duration of the periodic jobs rounds that ran in this process',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
      registers,
    });
    const pools = (): Array<[string, Pool | undefined]> => [
      ['typeorm', (dataSource.driver as unknown as { master?: Pool }).master],
      ['sessions', sessionPool],
    ];
    new Gauge({
      name: 'hydrant_db_pool_connections',
      help: 'PostgreSQL connections of each pool: total open, idle, and requests waiting for one',
      labelNames: ['pool', 'state'],
      registers,
      collect() {
        for (const [name, pool] of pools()) {
          if (!pool) continue;
          this.set({ pool: name, state: 'total' }, pool.totalCount);
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
          this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
        }
      },
    });
    new Gauge({
      name: 'hydrant_db_pool_max_connections',
      help: 'Largest number of connections each pool opens',
      labelNames: ['pool'],
      registers,
      collect() {
        for (const [name, pool] of pools()) {
          if (pool) this.set({ pool: name }, pool.options.max ?? 10);
        }
      },
    });
  }

  /** Express middleware counting and timing every request once its response is finished. */
  httpMiddleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const stop = this.latency.startTimer();
      res.once('finish', () => {
        const route = routeLabel(req);
        stop({ method: req.method, route });
        this.requests.inc({ method: req.method, route, status: String(res.statusCode) });
      });
      next();
    };
  }

  /** Counts one round of a periodic job (and its duration when it ran). */
  jobRound(job: string, outcome: JobOutcome, ms: number): void {
    this.jobRuns.inc({ job, outcome });
    if (outcome === 'ran') this.jobSeconds.observe({ job }, ms / 1000);
  }
}
