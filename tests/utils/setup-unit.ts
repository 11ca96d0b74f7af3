// Unit tests run Dexie on fake-indexeddb: real IndexedDB semantics without a browser.
import 'fake-indexeddb/auto';
import { beforeAll } from 'vitest';

// A worker runs its files in one process (isolate: false in vitest.config.ts), and the fake
// IndexedDB lives as long as the process: each file starts with every store of every database
// an earlier file wrote emptied. Emptied, not deleted: the app's Dexie instance stays open
// across files, and a deletion would close it for good.
beforeAll(async () => {
  const databases = await indexedDB.databases();
  await Promise.all(databases.map(({ name }) => (name ? emptyDatabase(name) : undefined)));
});

function emptyDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(name);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const idb = opening.result;
      const finish = (error?: DOMException | null) => {
        idb.close();
        if (error) reject(error);
        else resolve();
      };
      const stores = Array.from(idb.objectStoreNames);
      if (!stores.length) return finish();
      const tx = idb.transaction(stores, 'readwrite');
      for (const store of stores) tx.objectStore(store).clear();
      tx.oncomplete = () => finish();
      tx.onerror = () => finish(tx.error);
    };
  });
}

// jsdom lacks a few browser APIs Mantine relies on (media queries, element resizes, scrolling
// into view). Minimal stand-ins: every media query is false (the phone layout), resizes never
// fire. Only defined where the environment has a window (some unit tests run without one).
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}
