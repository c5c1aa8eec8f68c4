'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from '@/lib/hydration-gate';
import { buttonLook } from './button-look';
import { ButtonIcon } from './ButtonIcon';

/**
 * A screen's main action: the theme's large, full-width contained button, disabled until its part of the page has
 * hydrated. A server-rendered button shows before its handler is live, and React drops a tap it cannot hand to one
 * yet; disabled, it says it is not ready instead (the decision of the item's add button, docs/spec-decisions.md). The
 * flag lives in this button, so only it renders again once the page has hydrated. A plain <button> styled by a CSS
 * module (ADR 0026): nothing of MUI runs for it while the page hydrates (ADR 0032).
 */
export function ReadyButton({
  disabled = false,
  startIcon,
  className,
  type = 'button',
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { startIcon?: ReactNode }) {
  const ready = useHydrated();
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || !ready}
      className={buttonLook({ variant: 'contained', size: 'large', fullWidth: true }, className)}
    >
      {startIcon ? <ButtonIcon>{startIcon}</ButtonIcon> : null}
      {children}
    </button>
  );
}
