/**
 * Sends a typed request to the background worker, from the content script or
 * an extension page. The worker answers with the response or `{ error }`.
 */
import { browser } from 'wxt/browser';
import type { RequestType, Requests, Response } from '../messaging';

export async function send<K extends RequestType>(type: K, body: Requests[K]['req']): Promise<Requests[K]['res']> {
  const res = (await browser.runtime.sendMessage({ ...body, type })) as Response<K> | undefined;
  if (!res) throw new Error('the background worker did not answer');
  if (typeof res === 'object' && 'error' in res) throw new Error(res.error);
  return res;
}
