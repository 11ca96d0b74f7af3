// Unit tests run Dexie on fake-indexeddb: real IndexedDB semantics without a browser.
import 'fake-indexeddb/auto';
