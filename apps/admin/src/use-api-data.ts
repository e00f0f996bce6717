/** One GET of the admin API for a screen: its data (replaceable by a write's answer), whether it is loading, the refusal, and a reload. */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from './api.ts';

export function useApiData<T>(path: string | null) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const reload = useCallback(async () => {
    if (path === null) return;
    setLoading(true);
    try {
      setData(await api<T>('GET', path));
      setError(null);
    } catch (e) {
      setError(e instanceof ApiError ? e : new ApiError(500, 'E_INTERNAL', '加载失败，请稍后重试', null));
    } finally {
      setLoading(false);
    }
  }, [path]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, setData, error, loading, reload };
}
