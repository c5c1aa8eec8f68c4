'use client';

import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NATIVE_NAMES, SUPPORTED_LANGUAGES } from '@/domain/language';
import { useLanguage } from '@/lib/i18n/use-language';
import { useHydrated } from '@/lib/use-hydrated';

// ADR 0009: the footer's language select is the browser's own <select> with a <label>, styled with the
// theme, rather than MUI's FormControl + InputLabel + NativeSelect: it is on every page, and those bring the whole
// input stack (InputBase, Input, TextareaAutosize) to pages that have no other field.
const Label = styled('label')(({ theme }) => ({
  ...theme.typography.caption,
  display: 'block',
  color: theme.palette.text.secondary,
}));

const Select = styled('select')(({ theme }) => ({
  ...theme.typography.body1,
  minWidth: 180,
  minHeight: 44,
  padding: theme.spacing(0, 1),
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.grey[500]}`,
  borderRadius: theme.shape.borderRadius,
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '&:disabled': { color: theme.palette.text.disabled },
}));

/** Footer language select: each language in its own name (日本語, English, 简体中文, 繁體中文). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  // A native select changes before hydration without anyone storing the choice (back in Japanese after a reload):
  // it does not look ready until it can apply a choice.
  const hydrated = useHydrated();
  return (
    <div>
      <Label htmlFor="footer-language-select">{t('footer.language')}</Label>
      <Select
        id="footer-language-select"
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
      </Select>
    </div>
  );
}
