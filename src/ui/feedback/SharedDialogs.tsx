'use client';

import { useRouter } from 'next/navigation';
import { externalNavigationTarget } from '@/domain/external-url';
import { internalHref } from '@/domain/return-url';
import { storedState } from '@/lib/stored-state';
import { logoutSession } from '@/ui/session/logout';
import { startLogin } from '@/ui/session/start-login';
import { useBrand } from '@/ui/brand/BrandProvider';
import { useDialogsStore } from './dialogs-store';
import { SimpleDialog } from './SimpleDialog';

interface Base {
  open: boolean;
  onClose: () => void;
}

/** Forced logout (invalid refresh token or point card info): 'shop list' and 'login' (SPEC 2, 4). */
export function ForcedLogoutDialog({
  open,
  onClose,
  onShopList,
  onLogin,
}: Base & { onShopList: () => void; onLogin: () => void }) {
  return (
    <SimpleDialog
      open={open}
      onClose={onClose}
      testId="forced-logout-dialog"
      title="forcedLogout.title"
      text="forcedLogout.text"
      actions={[
        { label: 'forcedLogout.shopList', onClick: onShopList },
        { label: 'forcedLogout.login', onClick: onLogin, primary: true },
      ]}
    />
  );
}

/** Card expired: 'continue as guest' logs out; 'withdraw' logs out and opens the my-page URL (SPEC 4). */
// Decision (issue 27 item 9): SPEC's 'Withdraw' names the action (退会); the English button says what it does,
// "Delete account" (docs/glossary/en.md), as zh-cn 注销账户 and zh-tw 刪除帳戶 do.
export function CardExpiredDialog({
  open,
  onClose,
  onContinueAsGuest,
  onWithdraw,
}: Base & { onContinueAsGuest: () => void; onWithdraw: () => void }) {
  return (
    <SimpleDialog
      open={open}
      onClose={onClose}
      testId="card-expired-dialog"
      title="cardExpired.title"
      text="cardExpired.text"
      actions={[
        { label: 'cardExpired.withdraw', onClick: onWithdraw },
        { label: 'cardExpired.continueAsGuest', onClick: onContinueAsGuest, primary: true },
      ]}
    />
  );
}

/** Out of time (E100610001 on the cart): choose another receive time (SPEC 4 "Cart"). */
export function OutOfTimeDialog({ open, onClose, onSelectTime }: Base & { onSelectTime: () => void }) {
  return (
    <SimpleDialog
      open={open}
      onClose={onClose}
      testId="out-of-time-dialog"
      title="outOfTime.title"
      text="outOfTime.text"
      actions={[
        { label: 'dialog.close', onClick: onClose },
        { label: 'outOfTime.selectTime', onClick: onSelectTime, primary: true },
      ]}
    />
  );
}

/** Login prompt: login/register and back (SPEC 2 "A login dialog", coupon login prompt). */
export function LoginDialog({ open, onClose, onLogin }: Base & { onLogin: () => void }) {
  return (
    <SimpleDialog
      open={open}
      onClose={onClose}
      testId="login-dialog"
      title="loginDialog.title"
      text="loginDialog.text"
      actions={[
        { label: 'loginDialog.back', onClick: onClose },
        { label: 'loginDialog.login', onClick: onLogin, primary: true },
      ]}
    />
  );
}

/** The d払い mini app's entry (src/app/dmini), where a running mini-app session logs in again. */
const DMINI_ENTRY_PATH = '/dmini';

/** Renders whichever shared dialog the store holds, with the default behaviour of each button. */
export function SharedDialogs() {
  const dialog = useDialogsStore((state) => state.dialog);
  const close = useDialogsStore((state) => state.close);
  const router = useRouter();
  const brand = useBrand();
  const kind = dialog?.kind;

  return (
    <>
      <ForcedLogoutDialog
        open={kind === 'forcedLogout'}
        onClose={close}
        onShopList={() => {
          close();
          router.push('/');
        }}
        onLogin={() => {
          close();
          // Decision: inside the d払い mini app logging in again is the d-account login of the launch (/dmini goes
          // on with the running mini-app session), never the web login.
          if (storedState.get('isDMiniApp')) return router.push(DMINI_ENTRY_PATH);
          // The failed refresh remembered the page it happened on: come back there after logging in again.
          const remembered = storedState.get('redirectUrl') ?? undefined;
          void startLogin({ returnUrl: remembered });
        }}
      />
      <CardExpiredDialog
        open={kind === 'cardExpired'}
        onClose={close}
        onContinueAsGuest={() => {
          close();
          void logoutSession();
        }}
        onWithdraw={() => {
          const url = externalNavigationTarget(
            (dialog?.kind === 'cardExpired' && dialog.myPageUrl) || brand?.myPageUrl,
          );
          close();
          // Opened inside the click (popup blockers), without an opener; then logged out here.
          if (url) window.open(url, '_blank', 'noopener,noreferrer');
          void logoutSession();
        }}
      />
      <OutOfTimeDialog
        open={kind === 'outOfTime'}
        onClose={close}
        onSelectTime={() => {
          const restaurantId = dialog?.kind === 'outOfTime' ? dialog.restaurantId : null;
          // From the order form the selection comes back to the form (`?from=order`).
          const from = dialog?.kind === 'outOfTime' && dialog.returnTo === 'order' ? '?from=order' : '';
          close();
          router.push(
            restaurantId
              ? internalHref(`/restaurants/${encodeURIComponent(restaurantId)}/select_receivetime${from}`)
              : '/',
          );
        }}
      />
      <LoginDialog
        open={kind === 'login'}
        onClose={close}
        onLogin={() => {
          const returnUrl = dialog?.kind === 'login' ? dialog.returnUrl : undefined;
          close();
          void startLogin({ returnUrl });
        }}
      />
    </>
  );
}
