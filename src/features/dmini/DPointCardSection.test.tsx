// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import { useConfirmStore } from '@/ui/feedback/confirm-store';
import { useSnackbarStore } from '@/ui/feedback/snackbar-store';
import { DPointCardSection } from './DPointCardSection';

vi.mock('next/navigation', () => import('@/test/next-navigation'));

const api = mockApi();
beforeEach(() => {
  navigation.at('/restaurants/r1001/detail');
  useSnackbarStore.getState().hide();
});

const LINKED = {
  is_terms_agreed: true,
  is_d_account_linked: true,
  is_dpoint_card_connected: true,
  dpoint_card_number: '****-****-****-1234',
};

function renderSection(props: { authorized: boolean; isDMiniApp: boolean }) {
  renderScreen(
    <BrandProvider brandId="demo" result={{ ok: false, status: 404, code: 'E100100002', endpoint: 'getBrand' }}>
      <DPointCardSection {...props} onNavigate={() => undefined} />
    </BrandProvider>,
  );
}

describe('d POINT card in the my-menu panel (issue 14 item 10)', { timeout: 30_000 }, () => {
  it('on the web without a restaurant page nothing is shown and nothing is asked', () => {
    const calls: string[] = [];
    api.use(http.all('*/v1/*', ({ request }) => (calls.push(request.url), HttpResponse.json({}))));
    renderSection({ authorized: true, isDMiniApp: false });
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the linked card and unlinks only after the confirmation (SPEC §7 L358)', async () => {
    let linked = true;
    const deletes: string[] = [];
    api.use(
      http.get('*/v1/dmini/user_status', () =>
        HttpResponse.json(
          linked ? LINKED : { ...LINKED, is_dpoint_card_connected: false, dpoint_card_number: undefined },
        ),
      ),
      http.delete('*/v1/dmini/daccount/dpoint_card_connecting', ({ request }) => {
        deletes.push(request.headers.get('x-platform-code') ?? '');
        linked = false;
        return HttpResponse.json({});
      }),
    );
    renderSection({ authorized: true, isDMiniApp: true });
    expect(await screen.findByText('連携済み ****-****-****-1234')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'dポイントカードの連携を解除する' }));
    await vi.waitFor(() => expect(useConfirmStore.getState().request?.title).toBe('dmini:dpoint.unlinkConfirm.title'));
    useConfirmStore.getState().settle(false);
    expect(deletes).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'dポイントカードの連携を解除する' }));
    await vi.waitFor(() => expect(useConfirmStore.getState().request).not.toBeNull());
    expect(useConfirmStore.getState().request?.destructive).toBe(true);
    useConfirmStore.getState().settle(true);
    expect(await screen.findByText('未連携')).toBeTruthy();
    expect(deletes).toHaveLength(1);
    expect(useSnackbarStore.getState().current?.message).toBe('dmini:dpoint.unlinked');
  });

  it('a failed unlink says so (other than the forced logout, which the client routes)', async () => {
    api.use(
      http.get('*/v1/dmini/user_status', () => HttpResponse.json(LINKED)),
      http.delete('*/v1/dmini/daccount/dpoint_card_connecting', () =>
        HttpResponse.json({ code: 'E100100005', message: 'x' }, { status: 412 }),
      ),
    );
    renderSection({ authorized: true, isDMiniApp: true });
    fireEvent.click(await screen.findByRole('button', { name: 'dポイントカードの連携を解除する' }));
    await vi.waitFor(() => expect(useConfirmStore.getState().request).not.toBeNull());
    useConfirmStore.getState().settle(true);
    await vi.waitFor(() => expect(useSnackbarStore.getState().current?.message).toBe('dmini:dpoint.unlinkFailed'));
  });

  it('a guest inside the mini app sees the state and can link, but not unlink', async () => {
    api.use(http.get('*/v1/dmini/user_status', () => HttpResponse.json(LINKED)));
    renderSection({ authorized: false, isDMiniApp: true });
    expect(await screen.findByText('連携済み ****-****-****-1234')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
