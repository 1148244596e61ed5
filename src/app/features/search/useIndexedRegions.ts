/** The regions the local index holds resources of, as the worker answers (asked once). */
import { useEffect, useState } from 'react';
import { consoleApi } from '../../consoleApi';

export function useIndexedRegions(): readonly string[] {
  const [regions, setRegions] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    void consoleApi()
      .indexedRegions()
      .then((result) => {
        if (live && result.ok) setRegions(result.value);
      });
    return () => {
      live = false;
    };
  }, []);
  return regions;
}
