// Every English area file merged into one tree: loaded as one chunk when English is the UI
// language, so a phone never downloads the language it does not show.
import { mergeAreaFiles } from './merge-area-files.ts';

export default mergeAreaFiles(import.meta.glob('./en/*.json', { eager: true, import: 'default' }));
