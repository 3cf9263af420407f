import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useToast } from '../../../lib/use-toast';

/**
 * The bell's live stream (see stream-reader.ts), whose code loads once the page has: answers whether
 * it is up; while it is down, the unread count is polled (spec §9).
 */
export function useInboxStream(enabled: boolean): boolean {
  const client = useQueryClient();
  const toast = useToast();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    import('./stream-reader')
      .then(({ followStream }) =>
        followStream({
          client,
          signal: abort.signal,
          setLive,
          onArrived: (item) => toast.info('Thông báo mới', item.tieuDe),
        }),
      )
      // Its code could not be fetched: the count is polled.
      .catch(() => setLive(false));
    return () => abort.abort();
  }, [enabled, client, toast]);

  return live;
}
