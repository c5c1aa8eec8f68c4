// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/component-harness';
import { useLineStore } from './line-store';
import { LineMiniAppGate } from './LineMiniAppGate';

const { hostLoads } = vi.hoisted(() => ({ hostLoads: vi.fn() }));
vi.mock('./LineMiniAppHost', () => {
  hostLoads();
  throw new Error('chunk failed to load');
});

beforeEach(() => {
  hostLoads.mockClear();
  useLineStore.setState({ status: 'off', inClient: false, attempt: 0, loginErrorCode: null });
});

describe('the LINE mini-app gate (the only part of it in the first-load JS)', () => {
  it('an ordinary web visit renders nothing and never loads the host chunk', async () => {
    const { container } = renderScreen(<LineMiniAppGate liffMock={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
    expect(hostLoads).not.toHaveBeenCalled();
  });

  it('a host chunk that fails to load lets the visit go on as an ordinary web visit (no crash)', async () => {
    useLineStore.setState({ status: 'starting' });
    renderScreen(<LineMiniAppGate liffMock={false} />);
    await waitFor(() => expect(useLineStore.getState().status).toBe('off'), { timeout: 10_000 });
    expect(hostLoads).toHaveBeenCalled();
  });
});
