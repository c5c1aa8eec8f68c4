'use client';
import { useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';

// The dynamic stack floor's client providers (see next.config.js; no app code), in the order the app nests its own:
// Emotion cache with the request's nonce, a theme with a few overrides, CssBaseline, an i18next instance per request
// holding every namespace, a QueryClient per request.

const theme = createTheme({
  palette: { primary: { main: '#b3261e' }, background: { default: '#fafafa' } },
  typography: {
    fontFamily: ['-apple-system', 'BlinkMacSystemFont', '"Hiragino Sans"', '"Noto Sans JP"', 'sans-serif'].join(','),
    button: { textTransform: 'none', fontWeight: 700 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { minHeight: 44 } } },
    MuiChip: { styleOverrides: { clickable: { minHeight: 44 } } },
  },
});

/** One i18next instance with all resources given, synchronous, no backend (the options a server-fed app needs). */
function createI18n(lang, resources, namespaces) {
  const i18n = createInstance();
  i18n.use(initReactI18next);
  void i18n.init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: ['ja', 'en', 'zh-cn', 'zh-tw'],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: namespaces,
    defaultNS: 'common',
    fallbackNS: namespaces.filter((ns) => ns !== 'common'),
    resources,
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return i18n;
}

export function Providers({ nonce, lang, resources, namespaces, children }) {
  const [i18n] = useState(() => createI18n(lang, resources, namespaces));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }));
  return (
    <AppRouterCacheProvider options={{ key: 'mui', nonce }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </I18nextProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
