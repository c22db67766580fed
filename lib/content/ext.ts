/**
 * The extension API for the content script without webextension-polyfill:
 * it only needs runtime.sendMessage and storage.local.get, which return
 * promises natively in Chrome MV3 and Firefox, and the polyfill would be half
 * of the script's size.
 */
interface Ext {
  runtime: { sendMessage(m: unknown): Promise<unknown> };
  storage: { local: { get(k: string): Promise<Record<string, unknown>> } };
}

export const ext: Ext = ((globalThis as { browser?: Ext }).browser ?? (globalThis as unknown as { chrome: Ext }).chrome);
