import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportEvent } from '@/lib/telemetry/send-telemetry';
import { trackEvent } from './track-event';

vi.mock('@/lib/telemetry/send-telemetry', () => ({ reportEvent: vi.fn() }));

describe('SPEC 4 "Add-to-cart flow" step 2 "Record an event (editItem when editing, addToCartFromItem otherwise)" (SPEC §4 L219)', () => {
  beforeEach(() => {
    vi.mocked(reportEvent).mockClear();
  });

  it.each(['editItem', 'addToCartFromItem'] as const)('%s goes to telemetry with its payload', async (name) => {
    trackEvent(name, { restaurantId: 'r1', menuId: 'm1', itemId: 'i1', quantity: 3 });
    await vi.waitFor(() => expect(reportEvent).toHaveBeenCalled());
    expect(reportEvent).toHaveBeenCalledExactlyOnceWith({
      type: 'event',
      name,
      restaurantId: 'r1',
      menuId: 'm1',
      itemId: 'i1',
      quantity: 3,
    });
  });
});
