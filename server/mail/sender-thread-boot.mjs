// A worker thread starts without the main thread's TypeScript loader (Node 20 does not pass
// module hooks on to workers): register tsx here, then load the entry named by the parent.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
