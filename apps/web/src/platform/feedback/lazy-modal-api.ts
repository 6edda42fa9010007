import type { HookAPI } from 'antd/es/modal/useModal';

/*
 * modal.confirm() and friends without antd Modal in the first-screen bundle: calls made before the
 * Modal code has loaded are queued, the host is asked to load, and each call gets a handle whose
 * destroy/update/then reach the real dialog once it exists.
 */

type ModalMethod = keyof HookAPI;
type ModalHandle = ReturnType<HookAPI[ModalMethod]>;
type ModalConfig = Parameters<HookAPI[ModalMethod]>[0];
type ModalUpdate = Parameters<ModalHandle['update']>[0];

const METHODS: readonly ModalMethod[] = ['info', 'success', 'error', 'warning', 'confirm'];

export interface LazyModalApi {
  api: HookAPI;
  /** Called by the host with the real useModal() API once Modal has loaded. */
  ready: (api: HookAPI) => void;
}

export function createLazyModalApi(requestHost: () => void): LazyModalApi {
  let real: HookAPI | undefined;
  const queue: ((api: HookAPI) => void)[] = [];

  const whenReady = (run: (api: HookAPI) => void) => {
    if (real) run(real);
    else {
      queue.push(run);
      requestHost();
    }
  };

  const open =
    (method: ModalMethod) =>
    (config: ModalConfig): ModalHandle => {
      let instance: ModalHandle | undefined;
      let isDestroyed = false;
      const updates: ModalUpdate[] = [];
      const closed = new Promise<boolean>((resolve) => {
        whenReady((api) => {
          if (isDestroyed) {
            resolve(false);
            return;
          }
          instance = api[method](config);
          for (const update of updates) instance.update(update);
          instance.then(resolve, () => resolve(false));
        });
      });
      return {
        destroy: () => {
          isDestroyed = true;
          instance?.destroy();
        },
        update: (update) => {
          if (instance) instance.update(update);
          else updates.push(update);
        },
        // `closed` never rejects: a failed or destroyed dialog counts as not confirmed.
        // biome-ignore lint/suspicious/noThenProperty: antd's modal handle is a thenable by contract.
        then: (resolve) => closed.then(resolve),
      };
    };

  const api = Object.fromEntries(METHODS.map((method) => [method, open(method)])) as HookAPI;
  return {
    api,
    ready: (loaded) => {
      real = loaded;
      for (const run of queue.splice(0)) run(loaded);
    },
  };
}
