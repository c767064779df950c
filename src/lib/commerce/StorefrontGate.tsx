/** Waits for the project's storefront (its id names every orders call); loading and error states of its own. */
import { Alert, Button, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useStorefront } from './storefront.ts';

export function StorefrontGate({
  projectId,
  children,
}: {
  projectId: string;
  children: (platformId: string, currency: string) => ReactNode;
}) {
  const storefront = useStorefront(projectId);
  if (storefront.data) return children(storefront.data.id, storefront.data.currency);
  if (storefront.isError)
    return (
      <Alert color="red" title="The storefront could not be loaded">
        {storefront.error.message}{' '}
        <Button size="xs" variant="default" onClick={() => void storefront.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  return (
    <Center mih="30dvh">
      <Loader aria-label="Loading the storefront" />
    </Center>
  );
}
