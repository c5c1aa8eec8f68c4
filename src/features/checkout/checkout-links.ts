const base = (restaurantId: string) => `/restaurants/${encodeURIComponent(restaurantId)}`;

export const orderFormHref = (restaurantId: string, notice?: 'canceled' | 'failed') =>
  `${base(restaurantId)}/order${notice ? `?payment=${notice}` : ''}`;

export function completeHref(restaurantId: string, orderId: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${base(restaurantId)}/order/${encodeURIComponent(orderId)}/complete${search}`;
}

export const selectReceiveTimeFromOrderHref = (restaurantId: string) =>
  `${base(restaurantId)}/select_receivetime?from=order`;
export const termsOfSaleHref = (restaurantId: string) => `${base(restaurantId)}/terms_of_sale`;
export const orderDetailHref = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;
