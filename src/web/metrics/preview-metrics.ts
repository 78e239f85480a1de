import { Counter } from 'prom-client';
import { observePreviews } from '../../services/previews/preview-events';
import { metricsRegistry } from './registry';

// Previews drawn in the worker pool (src/services/previews): what each render came to, and what it cost the pool.
const renders = new Counter({
  name: 'preview_renders_total',
  help: 'Files handed to the preview pool, by kind (dxf, ifc, pdf) and outcome (drawn, unreadable, over_budget).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});

const remembered = new Counter({
  name: 'preview_failures_remembered_total',
  help: 'Placeholders answered from a remembered failure, without rendering the file again.',
  registers: [metricsRegistry],
});

const restarts = new Counter({
  name: 'preview_worker_restarts_total',
  help: 'Preview workers ended and replaced, by reason: a budget (time, heap, memory) or a crash.',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

observePreviews({
  rendered: (kind, outcome) => renders.inc({ kind, outcome }),
  remembered: () => remembered.inc(),
  restarted: (reason) => restarts.inc({ reason }),
});
