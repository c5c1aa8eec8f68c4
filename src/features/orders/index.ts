/** Public entry of the orders feature (issue 12 items 1–4): history, detail and the in-progress banners, order again. */
export { OrderHistory } from './OrderHistory';
export { OrderDetail } from './OrderDetail';
export { OrderLiveStatus } from './OrderLiveStatus';
export { OrderInProgressBanner } from './OrderInProgressBanner';
export { RecentOrdersInProgress } from './RecentOrdersInProgress';
export { ReorderReview } from './ReorderReview';
