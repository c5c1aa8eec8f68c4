/** Public entry of the restaurant flow: callback, eat-in/takeout choice, receive time and restaurant detail. */
export { EatingLocations } from './EatingLocations';
export { RestaurantCallback } from './RestaurantCallback';
export { RestaurantDetail } from './RestaurantDetail';
export { SelectReceiveTime } from './SelectReceiveTime';
export { RestaurantContact } from './RestaurantContact';
export { resetRestaurantFlow } from './reset-flow';
export { clearStoredReceiveTimes, readStoredReceiveTimes, useReceiveTime } from './use-receive-time';
export { useReceiveWindows } from './use-receive-windows';
export { storeServingType, useServingType, useStoredServingType } from './use-serving-type';
