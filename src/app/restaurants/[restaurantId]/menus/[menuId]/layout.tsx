import type { ReactNode } from 'react';

/** A menu page with the `@modal` slot: the item sheet opened from the menu renders over it (intercepted route). */
export default function MenuLayout({ children, modal }: { children: ReactNode; modal: ReactNode }) {
  return (
    <>
      {children}
      {modal}
    </>
  );
}
