'use client';

import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NATIVE_NAMES, SUPPORTED_LANGUAGES } from '@/domain/language';
import { useLanguage } from '@/lib/i18n/use-language';
import { useHydrated } from '@/lib/hydration-gate';
import styles from './Footer.module.css';

// ADR 0009: the footer's language select is the browser's own <select> with a <label>, rather than MUI's
// FormControl + InputLabel + NativeSelect: it is on every page, and those bring the whole input stack (InputBase,
// Input, TextareaAutosize) to pages that have no other field. ADR 0026: styled by ./Footer.module.css (no JS).

/** Footer language select: each language in its own name (日本語, English, 简体中文, 繁體中文). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  // A native select changes before hydration without anyone storing the choice (back in Japanese after a reload):
  // it does not look ready until it can apply a choice.
  const hydrated = useHydrated();
  return (
    <div>
      <label htmlFor="footer-language-select" className={`${styles.caption} ${styles.languageLabel}`}>
        {t('footer.language')}
      </label>
      <select
        id="footer-language-select"
        className={styles.languageSelect}
        name="language"
        value={language}
        disabled={!hydrated}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {SUPPORTED_LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang === 'zh-cn' ? 'zh-CN' : lang === 'zh-tw' ? 'zh-TW' : lang}>
            {LANGUAGE_NATIVE_NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
