'use client';

import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { SimpleDialog } from '@/ui/feedback/SimpleDialog';
import { errorCopyFor } from '@/ui/errors/error-copy';
import { continueWithoutLiff, retryLiff, useLineStore } from './line-store';
import { retryLineLogin } from './launch-flow';

/**
 * What the customer sees of the LIFF start: a progress overlay while liff.init runs (bounded by its timeout), a
 * clear error with "try again" when it failed, and the catalogue copy when the LIFF-token login failed
 * (E100700001 / E100700002).
 */
export function LineStartView() {
  const { t } = useTranslation('line');
  const status = useLineStore((state) => state.status);
  const loginErrorCode = useLineStore((state) => state.loginErrorCode);
  const loginCopy = loginErrorCode ? errorCopyFor('login', loginErrorCode) : null;
  return (
    <>
      <Backdrop open={status === 'starting'} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
        <CircularProgress color="inherit" aria-label={t('start.progress')} />
      </Backdrop>
      <SimpleDialog
        open={status === 'failed'}
        title="line:start.failed.title"
        text="line:start.failed.text"
        onClose={continueWithoutLiff}
        actions={[
          { label: 'line:start.failed.continue', onClick: continueWithoutLiff },
          { label: 'line:start.failed.retry', onClick: retryLiff, primary: true },
        ]}
        testId="line-start-failed"
      />
      <SimpleDialog
        open={loginCopy !== null}
        title={loginCopy?.title ?? ''}
        text={loginCopy?.text}
        onClose={() => useLineStore.setState({ loginErrorCode: null })}
        actions={[
          { label: 'line:login.close', onClick: () => useLineStore.setState({ loginErrorCode: null }) },
          { label: 'line:login.retry', onClick: () => void retryLineLogin(), primary: true },
        ]}
        testId="line-login-failed"
      />
    </>
  );
}
