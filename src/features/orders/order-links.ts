export const ORDERS_PATH = '/orders';
export const orderHref = (orderId: string) => `${ORDERS_PATH}/${encodeURIComponent(orderId)}`;
