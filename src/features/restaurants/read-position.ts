import { GEOLOCATION_OPTIONS, GEOLOCATION_TIMEOUT_MS, toLocationError, type LocationError } from '@/domain/geolocation';
import type { Coordinates } from '@/domain/restaurant-list';

/** A failed position read, carrying the domain's location error (an Error, so it has a stack and a message). */
export class LocationFailure extends Error {
  constructor(readonly location: LocationError) {
    super(location.messageKey);
    this.name = 'LocationFailure';
  }
}

/**
 * Reads the current position once. Every failure — denied, unavailable, the browser's time-out, our own 5000 ms
 * time-out (which also covers a permission prompt left unanswered) or no geolocation API — rejects with a
 * LocationFailure holding the domain's location error (SPEC 8: code 1, user-denied message).
 */
export function readPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Coordinates> {
  return new Promise<Coordinates>((resolve, rejectWith) => {
    const reject = (error: LocationError) => rejectWith(new LocationFailure(error));
    if (!geolocation) {
      reject(toLocationError());
      return;
    }
    let settled = false;
    const timer = setTimeout(() => finish(() => reject(toLocationError('timeout'))), GEOLOCATION_TIMEOUT_MS);
    function finish(run: () => void) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      run();
    }
    try {
      geolocation.getCurrentPosition(
        (position) =>
          finish(() => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude })),
        (failure) => finish(() => reject(toLocationError(failure))),
        GEOLOCATION_OPTIONS,
      );
    } catch (failure) {
      finish(() => reject(toLocationError(failure)));
    }
  });
}
