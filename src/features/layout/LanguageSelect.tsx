'use client';

import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NATIVE_NAMES, SUPPORTED_LANGUAGES } from '@/domain/language';
import { useLanguage } from '@/lib/i18n/use-language';
import { useHydrated } from '@/lib/use-hydrated';

/** Footer language select: each language in its own name (日本語, English, 简体中文, 繁體中文). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  // A native select changes before hydration without anyone storing the choice (back in Japanese after a reload):
  // it does not look ready until it can apply a choice.
  const hydrated = useHydrated();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel variant="standard" htmlFor="footer-language-select">
        {t('footer.language')}
      </InputLabel>
      <NativeSelect
        value={language}
        disabled={!hydrated}
        inputProps={{ id: 'footer-language-select', name: 'language' }}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {SUPPORTED_LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang === 'zh-cn' ? 'zh-CN' : lang === 'zh-tw' ? 'zh-TW' : lang}>
            {LANGUAGE_NATIVE_NAMES[lang]}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
