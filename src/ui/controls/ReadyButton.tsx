'use client';

import Button, { type ButtonProps } from '@mui/material/Button';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * MUI's Button, disabled until its part of the page has hydrated. A server-rendered button shows before its handler
 * is live, and React drops a tap it cannot hand to one yet; disabled, it says it is not ready instead (the decision
 * of the item's add button, docs/spec-decisions.md). The flag lives in this button, so only it renders again once the
 * page has hydrated.
 */
export function ReadyButton({ disabled = false, ...props }: ButtonProps) {
  const ready = useHydrated();
  return <Button {...props} disabled={disabled || !ready} />;
}
