// Entry of the project documents pool's worker threads (dist/project-document-worker.js in the built server).
import { serveTasks } from '../workers/task-worker';
import { renderProjectDocument, warmUp } from './render-task';

serveTasks(renderProjectDocument, warmUp);
