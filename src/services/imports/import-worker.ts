// Entry of the import pool's worker threads (dist/import-worker.js in the built server).
import { serveTasks } from '../workers/task-worker';
import { readSheet, warmUp } from './read-task';

serveTasks(readSheet, warmUp);
