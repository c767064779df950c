/** What installing a listing does today, as a badge (and its sentence, for the listing page). */
import { Badge } from '@mantine/core';
import { AVAILABILITY_LABEL, type Availability } from '../../../../common/integration-availability.ts';

const COLOR: Record<Availability, string> = { available: 'green', 'settings-only': 'blue', 'coming-soon': 'gray' };

export function AvailabilityBadge({ availability, connector }: { availability: Availability; connector?: boolean }) {
  if (availability === 'available') return null;
  const label = availability === 'settings-only' && connector ? 'Connector — settings only' : AVAILABILITY_LABEL[availability];
  return (
    <Badge color={COLOR[availability]} variant="light" data-testid="availability">
      {label}
    </Badge>
  );
}
