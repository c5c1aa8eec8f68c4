// @vitest-environment jsdom
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeQueryClient } from '@/lib/query-client';
import { mockApi, renderScreen } from '@/test/component-harness';
import { observedQueryOptions } from '@/test/query-options';
import { useReceiveWindows } from './use-receive-windows';

const api = mockApi();

function ReceiveTimesQuery() {
  useReceiveWindows('r1001', true);
  return null;
}

describe('receive times cache time, as the hook passes it', { timeout: 30_000 }, () => {
  it('SPEC §9 L425f: receive times are fresh for 5 minutes', () => {
    api.use(http.get('*', () => delay('infinite')));
    const queryClient = makeQueryClient();
    renderScreen(<ReceiveTimesQuery />, { queryClient });
    expect(observedQueryOptions(queryClient, '/v1/restaurants/r1001/receive_times').staleTime).toBe(300_000);
  });
});
