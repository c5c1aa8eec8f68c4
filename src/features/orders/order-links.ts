export const ORDERS_PATH = '/orders';
export const orderHref = (orderId: string) => `${ORDERS_PATH}/${encodeURIComponent(orderId)}`;
/** The menu list's query naming the past order to order again. */
export const REORDER_PARAM = 'reorder';
