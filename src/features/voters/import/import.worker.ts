// The roll import's parser off the main thread: a 300,000-row file is parsed and validated
// here while the screen stays responsive; the main thread only writes the batches.
import { expose } from 'comlink';
import { parseApi } from './import-pipeline.ts';

expose(parseApi);
