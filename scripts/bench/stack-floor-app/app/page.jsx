'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import axios from 'axios';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { create } from 'zustand';

dayjs.extend(utc);
dayjs.extend(timezone);
const http = axios.create({ baseURL: '/', timeout: 10_000 });
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common: { title: 'Stack floor', ok: 'OK' } } },
  defaultNS: 'common',
  initImmediate: false,
});
const useCount = create((set) => ({ count: 0, add: () => set((s) => ({ count: s.count + 1 })) }));

function Content({ children }) {
  const { t } = useTranslation();
  const { count, add } = useCount();
  const query = useQuery({ queryKey: ['page'], queryFn: () => http.get('/').then((r) => r.status) });
  const mutation = useMutation({ mutationFn: () => http.post('/missing', { count }).catch(() => null) });
  return (
    <main>
      <Typography component="h1" variant="h5">
        {t('title')} {query.data ?? ''} {dayjs().tz('Asia/Tokyo').format('HH:mm')}
      </Typography>
      <Button variant="contained" onClick={() => (add(), mutation.mutate())}>
        {t('ok')} {count}
      </Button>
      {children}
    </main>
  );
}

/** The floor page; `children` (scripts/bench/form-floor-app) render inside it, under its providers. */
export default function Page({ children }) {
  const [client] = useState(() => new QueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Content>{children}</Content>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
