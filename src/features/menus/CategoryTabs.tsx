'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './CategoryTabs.module.css';

/** The tabs' own height (`.row` of the CSS module): one row of 44 px chips (tap targets, issue 16 item 14), padded. */
export const CATEGORY_TABS_HEIGHT_PX = 60;

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
 * below them, not under them (the page's scroll padding, CategoryTabs.module.css).
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
    <nav aria-label={t('menuPage.categories')} className={styles.nav}>
      <ul ref={row} className={styles.row}>
        {categories.map((category) => (
          <li key={category.id} data-category={category.id}>
            <a
              href={`#${categorySectionId(category.id)}`}
              className={styles.tab}
              aria-current={category.id === active ? 'true' : undefined}
              onClick={(event) => {
                // Decision: a tab scrolls to its section without adding a '#category' entry to the history: a hash
                // entry pushed outside the router left the item sheet open when it was closed by going back.
                const section = document.getElementById(categorySectionId(category.id));
                if (!section) return;
                event.preventDefault();
                section.scrollIntoView({ block: 'start' });
              }}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
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
