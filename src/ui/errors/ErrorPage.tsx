'use client';

import { useEffect } from 'react';
import { useParams } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '@/domain/image';
import { useBrand, useBrandName } from '@/ui/brand/BrandProvider';
import { useShellStore } from '@/ui/shell/shell-store';
import { buttonLook } from '@/ui/controls/button-look';
import { AppTextLink } from '@/ui/controls/TextLink';
import type { ErrorAction } from './error-navigation';
import { useRunErrorAction } from './use-error-navigation';
import styles from './ErrorPage.module.css';

/** Label key of the return button per action. */
export const ERROR_ACTION_LABEL: Record<ErrorAction, string> = {
  close: 'errorPage.close',
  back: 'errorPage.back',
  checkCart: 'errorPage.toCart',
  toRestaurantList: 'errorPage.toShopList',
  toRestaurant: 'errorPage.toRestaurant',
  toMenuList: 'errorPage.toMenuList',
  toSelectReceiveTime: 'errorPage.toReceiveTime',
};

/**
 * The page's button: the theme's contained button as a plain element (ADR 0032). Every route's error boundary renders
 * this page, so an MUI Button here put MUI's Button, its ripple and the style engine into every route's first load.
 */
export const RETURN_BUTTON = buttonLook({ variant: 'contained', fullWidth: true });

export interface ErrorPageProps {
  /** Title and text: translation keys (or plain text). */
  title: string;
  text: string;
  /** The return button's target; default: the menu list on restaurant pages, else the shop list. */
  action?: ErrorAction;
  /** Overrides the button label (translation key). */
  actionLabel?: string;
  /** Missing authorization (E100110106): a shop-list link, and the button starts login. */
  authMissing?: boolean;
  /** The page to come back to after that login; default the current page. */
  loginReturnUrl?: string;
  /** The login button's label (translation key); default 'Log in'. */
  loginLabel?: string;
  /** Called before the button acts (e.g. the error boundary's reset). */
  onBeforeAction?: () => void;
}

/** The generic error page (SPEC 2 "Error page"): brand cover and logo, title, text and a return button. */
export function ErrorPage({
  title,
  text,
  action,
  actionLabel,
  authMissing = false,
  loginReturnUrl,
  loginLabel = 'errorPage.login',
  onBeforeAction,
}: ErrorPageProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const params = useParams<{ restaurantId?: string }>();
  const runAction = useRunErrorAction();
  const setErrorPageShown = useShellStore((state) => state.setErrorPageShown);
  const resolvedAction: ErrorAction = action ?? (params?.restaurantId ? 'toMenuList' : 'toRestaurantList');

  useEffect(() => {
    setErrorPageShown(true);
    return () => setErrorPageShown(false);
  }, [setErrorPageShown]);

  const brandName = useBrandName();
  const background = imageSrc(brand?.coverImageUrl, 'background');
  const logo = imageSrc(brand?.logoImageUrl, 'logo');
  return (
    <section aria-labelledby="error-page-title" className={styles.page}>
      {background ? (
        // eslint-disable-next-line @next/next/no-img-element -- the image service's sized URL (domain imageSrc)
        <img src={background} alt="" className={styles.cover} />
      ) : null}
      <div className={styles.column}>
        {logo ? (
          // A fixed 120 px box (the logo contained in it): the text below does not move when it loads (CLS).
          // eslint-disable-next-line @next/next/no-img-element -- the image service's sized URL (domain imageSrc)
          <img src={logo} alt={brandName} className={styles.logo} />
        ) : brandName ? (
          // Without the brand's logo (its call failed), its name: the page still says whose shop it is.
          <p className={`${styles.text} ${styles.brandName}`}>{brandName}</p>
        ) : null}
        <h1 id="error-page-title" className={styles.title}>
          {t(title)}
        </h1>
        <p className={`${styles.text} ${styles.preWrap}`}>{t(text)}</p>
        {authMissing ? (
          <>
            <button
              type="button"
              className={RETURN_BUTTON}
              // Issue 29: the login code is loaded on the tap, not by every route (login leaves for the login page over
              // the network anyway).
              onClick={() =>
                void import('@/ui/session/start-login').then(({ startLogin }) =>
                  startLogin({ returnUrl: loginReturnUrl, fromErrorPage: true }),
                )
              }
            >
              {t(loginLabel)}
            </button>
            <AppTextLink href="/" onClick={onBeforeAction}>
              {t('errorPage.shopListLink')}
            </AppTextLink>
          </>
        ) : (
          <button
            type="button"
            className={RETURN_BUTTON}
            onClick={() => {
              onBeforeAction?.();
              runAction(resolvedAction);
            }}
          >
            {t(actionLabel ?? ERROR_ACTION_LABEL[resolvedAction])}
          </button>
        )}
      </div>
    </section>
  );
}
