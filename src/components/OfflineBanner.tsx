/** "You're offline": shown while the server can't be reached, with the time the data on screen was fetched. */
import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { connectivityAtom, dataFetchedAt, watchConnectivity } from '../lib/offline.ts';

const fmt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function OfflineBanner() {
  useEffect(watchConnectivity, []);
  const { online } = useAtomValue(connectivityAtom);
  const [fetchedAt, setFetchedAt] = useState<number | null>(null);
  useEffect(() => {
    if (!online) setFetchedAt(dataFetchedAt());
  }, [online]);
  if (online) return null;
  return (
    <Alert color="yellow" icon={<IconCloudOff size={18} />} mb="md" role="status" data-testid="offline-banner" title="You're offline">
      {fetchedAt
        ? `Showing data fetched ${fmt.format(new Date(fetchedAt))}. Changes can't be saved until the connection is back.`
        : "Changes can't be saved until the connection is back."}
    </Alert>
  );
}
