import type { Entry, UploadItem } from './chunk-upload-types.ts';

/**
 * The rows of an uploader and their subscribers: every change makes a new snapshot array, which
 * React reads through useSyncExternalStore.
 */
export class UploadRows {
  protected entries: Entry[] = [];
  private snapshot: readonly UploadItem[] = [];
  private readonly listeners = new Set<() => void>();

  /** The rows, a new array after every change. */
  readonly getItems = (): readonly UploadItem[] => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  protected find(id: string): Entry | undefined {
    return this.entries.find((e) => e.item.id === id);
  }

  /** False once the row is removed: answers arriving for it are dropped. */
  protected isLive(entry: Entry): boolean {
    return this.entries.includes(entry);
  }

  protected emit(): void {
    this.snapshot = this.entries.map((e) => e.item);
    for (const listener of this.listeners) listener();
  }

  protected update(entry: Entry, patch: Partial<UploadItem>): void {
    entry.item = { ...entry.item, ...patch };
    this.emit();
  }
}
