// Entry of the preview pool's worker threads (dist/preview-worker.js in the built server).
import { serveTasks } from '../workers/task-worker';
import { renderPreview, warmUp } from './render-task';

serveTasks(renderPreview, warmUp);
