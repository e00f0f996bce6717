/** A console write with its outcome said: success message and a reload, or the API's Chinese refusal. Answers whether it went through. */
import { App } from 'antd';
import { ApiError } from './api.ts';

export function useAction(reload: () => Promise<unknown>) {
  const { message } = App.useApp();
  return async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      message.success(done);
      await reload();
      return true;
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '操作失败，请稍后重试');
      return false;
    }
  };
}

/** `ids` with `id` moved one place up (-1) or down (1), or null at either end. */
export function movedOrder<T>(ids: readonly T[], id: T, by: -1 | 1): T[] | null {
  const next = [...ids];
  const i = next.indexOf(id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= next.length) return null;
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}
