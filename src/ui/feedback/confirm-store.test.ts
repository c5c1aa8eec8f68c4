import { beforeEach, describe, expect, it } from 'vitest';
import { confirmDialog, useConfirmStore } from './confirm-store';

describe('confirm store', () => {
  beforeEach(() => useConfirmStore.setState({ request: null }));

  it('resolves true on OK and false on Cancel, then closes', async () => {
    const ok = confirmDialog();
    expect(useConfirmStore.getState().request).not.toBeNull();
    useConfirmStore.getState().settle(true);
    await expect(ok).resolves.toBe(true);
    expect(useConfirmStore.getState().request).toBeNull();

    const cancel = confirmDialog({ title: 'x' });
    useConfirmStore.getState().settle(false);
    await expect(cancel).resolves.toBe(false);
  });

  it('a new request cancels the pending one', async () => {
    const first = confirmDialog({ title: 'first' });
    const second = confirmDialog({ title: 'second' });
    await expect(first).resolves.toBe(false);
    expect(useConfirmStore.getState().request?.title).toBe('second');
    useConfirmStore.getState().settle(true);
    await expect(second).resolves.toBe(true);
  });
});
