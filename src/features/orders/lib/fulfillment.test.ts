import { describe, expect, it } from 'vitest';
import { nextFulfillmentStatuses } from './fulfillment.ts';

describe('nextFulfillmentStatuses', () => {
  it('moves forward only; anything but delivered can be cancelled', () => {
    expect(nextFulfillmentStatuses('pending')).toEqual(['pending', 'in_production', 'shipped', 'delivered', 'cancelled']);
    expect(nextFulfillmentStatuses('shipped')).toEqual(['shipped', 'delivered', 'cancelled']);
    expect(nextFulfillmentStatuses('delivered')).toEqual(['delivered']);
    expect(nextFulfillmentStatuses('cancelled')).toEqual(['cancelled']);
  });
});
