import { describeStoreContract } from '../../test/describe-store-contract.js';
import { createMemoryStore } from './create-memory-store.js';
import type { Store } from '../store.js';

const stores = new Map<string, Store>();

describeStoreContract('memory', {
  async createStore({ id }) {
    let store = stores.get(id);
    if (store === undefined) {
      store = createMemoryStore();
      stores.set(id, store);
    }
    return store;
  },
  async destroy({ id }) {
    stores.delete(id);
  },
});
