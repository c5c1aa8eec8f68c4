'use client';

import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** The tabs' own height: one row of 44 px chips (tap targets, issue 16 item 14) and its padding. */
export const CATEGORY_TABS_HEIGHT_PX = 60;

/** A category section jumped to stops this far below the tabs (the page's scroll padding keeps it off them). */
export const CATEGORY_SCROLL_MARGIN = '8px';

export interface CategoryTab {
  id: string;
  name: string;
}

/** The DOM id of a category's section. */
export const categorySectionId = (categoryId: string) => `category-${categoryId}`;

/**
 * The menu page's category tabs (issue 16 item 11): they stay at the top of the screen (the header scrolls away,
 * issue 27 item 2) and follow the scroll: the category being read is marked (aria-current) and scrolled into the row
 * of tabs. While they are on the page, whatever the browser scrolls into view (a focused control, a found text) stops
 * below them, not under them.
 */
export function CategoryTabs({ categories }: { categories: readonly CategoryTab[] }) {
  const { t } = useTranslation('menus');
  const active = useActiveCategory(categories);
  const row = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = row.current;
    const tab = [...(list?.children ?? [])].find(
      (item): item is HTMLElement => item instanceof HTMLElement && item.dataset.category === active,
    );
    if (!list || !tab) return;
    // Only the row scrolls sideways; the page itself must not move.
    const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    if (typeof list.scrollTo === 'function') list.scrollTo({ left, behavior: 'smooth' });
  }, [active]);

  return (
    <Box
      component="nav"
      aria-label={t('menuPage.categories')}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 3,
        mx: -2,
        px: 2,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <GlobalStyles styles={{ html: { scrollPaddingTop: CATEGORY_TABS_HEIGHT_PX } }} />
      <Box
        ref={row}
        component="ul"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          height: CATEGORY_TABS_HEIGHT_PX,
          overflowX: 'auto',
          scrollbarWidth: 'none',
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {categories.map((category) => {
          const current = category.id === active;
          return (
            <li key={category.id} data-category={category.id}>
              <Link
                href={`#${categorySectionId(category.id)}`}
                underline="none"
                aria-current={current ? 'true' : undefined}
                onClick={(event) => {
                  // Decision: a tab scrolls to its section without adding a '#category' entry to the history: a hash
                  // entry pushed outside the router left the item sheet open when it was closed by going back.
                  const section = document.getElementById(categorySectionId(category.id));
                  if (!section) return;
                  event.preventDefault();
                  section.scrollIntoView({ block: 'start' });
                }}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 44,
                  whiteSpace: 'nowrap',
                  px: 2,
                  border: 1,
                  borderColor: current ? 'text.primary' : 'divider',
                  borderRadius: 22,
                  bgcolor: current ? 'text.primary' : 'transparent',
                  color: current ? 'background.paper' : 'text.primary',
                  fontSize: '0.875rem',
                  fontWeight: current ? 700 : 400,
                }}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** The category whose section is at the top of the screen (just below the tabs). */
function useActiveCategory(categories: readonly CategoryTab[]): string | null {
  const [active, setActive] = useState<string | null>(categories[0]?.id ?? null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = CATEGORY_TABS_HEIGHT_PX + 16;
      let current = categories[0]?.id ?? null;
      for (const category of categories) {
        const section = document.getElementById(categorySectionId(category.id));
        if (section && section.getBoundingClientRect().top <= line) current = category.id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [categories]);
  return active;
}
