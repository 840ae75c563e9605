import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyBaseLogger } from 'fastify';
import type { JobOutcome } from '../jobs/scheduler';
import type { AttemptOutcome } from '../jobs/worker';

/** One figure of a metric read when Prometheus scrapes: its labels and its value. */
export interface Sample {
  labels?: Record<string, string>;
  value: number;
}

/** A figure read at scrape time (a cheap query), so it is as fresh as the scrape and costs nothing between. */
export interface ScrapedGauge {
  name: string;
  help: string;
  labelNames?: string[];
  read: () => Promise<Sample[]>;
}

/**
 * The metrics of one app instance, in a registry of its own (tests build several apps in one process, and
 * prom-client's global registry would mix them). The platform keeps its figures here; a feature adds its own
 * with `gauge` (the platform knows no feature).
 */
export function createMetrics(log: Pick<FastifyBaseLogger, 'warn'>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'makro_' });

  const requestDuration = new Histogram({
    name: 'makro_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status (its _count counts the requests).',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'makro_scheduled_job_runs_total',
    help: 'Scheduled job runs this process performed, by job and outcome.',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const outboxAttempts = new Counter({
    name: 'makro_outbox_attempts_total',
    help: 'Side effect attempts this process made, by kind and outcome (sent, retrying, gave_up).',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  });

  return {
    registry,
    observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void {
      requestDuration.observe({ ...labels, status: String(labels.status) }, seconds);
    },
    jobRun(job: string, outcome: JobOutcome): void {
      jobRuns.inc({ job, outcome });
    },
    outboxAttempt(kind: string, outcome: AttemptOutcome): void {
      outboxAttempts.inc({ kind, outcome });
    },
    /**
     * Adds a figure read at each scrape. A figure that cannot be read (the database is down) is left out of
     * that scrape and logged, so the process's other figures still arrive.
     */
    gauge({ name, help, labelNames = [], read }: ScrapedGauge): void {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          const samples = await read().catch((error: unknown) => {
            log.warn({ err: error, metric: name }, 'a metric could not be read');
            return [];
          });
          for (const sample of samples) this.set(sample.labels ?? {}, sample.value);
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
