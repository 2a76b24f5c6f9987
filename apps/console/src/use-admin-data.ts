import { useCallback, useEffect, useState } from 'preact/hooks';

export type AdminData<T> = { data: T | undefined; error: string | undefined; loading: boolean; reload: () => void };

/** Loads one admin API answer, again whenever `key` changes or `reload` is called. */
export function useAdminData<T>(load: () => Promise<T>, key: string): AdminData<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setLoading(true);
    load().then(
      (value) => {
        if (!current) return;
        setData(value);
        setError(undefined);
        setLoading(false);
      },
      (thrown: unknown) => {
        if (!current) return;
        setError(thrown instanceof Error ? thrown.message : String(thrown));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` says when what it loads changed.
  }, [key, round]);
  return { data, error, loading, reload: useCallback(() => setRound((value) => value + 1), []) };
}
