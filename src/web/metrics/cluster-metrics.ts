import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { metricsRegistry } from './registry';

const REQUEST = 'specfind:metrics-request';
const REPLY = 'specfind:metrics-reply';
/** prom-client's primary gives up on silent workers after 5 s; the worker waits a little longer for its answer. */
const REPLY_TIMEOUT_MS = 6000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}

interface MetricsReply {
  type: typeof REPLY;
  id: number;
  text?: string;
  error?: string;
}

/**
 * In the primary: a worker that was scraped asks for the whole cluster's metrics, and prom-client's
 * AggregatorRegistry collects every worker's registry over the cluster's IPC channel and adds them up.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: MetricsRequest) => {
    if (message?.type !== REQUEST) return;
    const reply = (answer: Omit<MetricsReply, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: REPLY, id: message.id, ...answer } satisfies MetricsReply);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** In a worker: answers the primary's requests with this process's registry. */
export function shareWorkerMetrics(): void {
  AggregatorRegistry.setRegistries(metricsRegistry);
  new AggregatorRegistry();
}

let nextId = 0;

function askPrimary(): Promise<string> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    const onMessage = (message: MetricsReply) => {
      if (message?.type !== REPLY || message.id !== id) return;
      done();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics'));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the primary did not answer'));
    }, REPLY_TIMEOUT_MS);
    process.on('message', onMessage);
    process.send?.({ type: REQUEST, id } satisfies MetricsRequest);
  });
}

/** The Prometheus text of every worker of the cluster, or of this process when it serves alone. */
export function metricsText(): Promise<string> {
  if (cluster.isWorker && process.send) return askPrimary();
  return metricsRegistry.metrics();
}

export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;
