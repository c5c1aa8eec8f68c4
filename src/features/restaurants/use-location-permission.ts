'use client';

import { useEffect, useState } from 'react';
import type { LocationPermission } from '@/domain/geolocation';

/**
 * The browser's geolocation permission, kept current (it turns `granted` once the customer allows the "near me"
 * prompt, `denied` when they revoke it in the browser's settings). `unknown` where the Permissions API is missing or
 * refuses the query. Asking the Permissions API never prompts the customer.
 */
export function useLocationPermission(): LocationPermission {
  const [permission, setPermission] = useState<LocationPermission>('unknown');
  useEffect(() => {
    const permissions = globalThis.navigator?.permissions;
    if (typeof permissions?.query !== 'function') return undefined;
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const update = () => {
      if (status) setPermission(status.state);
    };
    permissions.query({ name: 'geolocation' }).then(
      (answer) => {
        if (cancelled) return;
        status = answer;
        update();
        status.addEventListener('change', update);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      status?.removeEventListener('change', update);
    };
  }, []);
  return permission;
}
