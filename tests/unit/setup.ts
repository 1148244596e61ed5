// IndexedDB for the store tests: fake-indexeddb's global implementation.
import 'fake-indexeddb/auto';
