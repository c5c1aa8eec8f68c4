'use client';

import { useTranslation } from 'react-i18next';
import { startLogin } from '@/ui/session/start-login';
import { ORDERS_PATH } from './order-links';
import styles from './LoginPrompt.module.css';
import { buttonLook } from '@/ui/controls/button-look';

// Issue 29 (ADR 0026): plain elements styled by a CSS module (not MUI's Box and Typography); MUI only for the button.
/** A guest on /orders: asked to log in, and brought back to /orders afterwards (the login's return URL). */
export function LoginPrompt() {
  const { t } = useTranslation('orders');
  return (
    <div className={styles.prompt}>
      <h2 className={styles.title}>{t('guest.title')}</h2>
      <p className={styles.text}>{t('guest.text')}</p>
      <button
        type="button"
        className={buttonLook({ variant: 'contained', fullWidth: true })}
        onClick={() => void startLogin({ returnUrl: ORDERS_PATH })}
      >
        {t('guest.login')}
      </button>
    </div>
  );
}
