// Entry of the upload-check pool's worker threads (dist/upload-check-worker.js in the built server).
import { serveTasks } from '../../workers/task-worker';
import { runUploadCheck, warmUp } from './check-task';

serveTasks(runUploadCheck, warmUp);
