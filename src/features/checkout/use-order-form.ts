'use client';

import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { OrderConfirmation } from '@/api/generated/models';
import { readStoredOrderForm } from './checkout-storage';
import { initialOrderFormFields, orderFormResolver, type OrderFormFields } from './order-form-fields';

/**
 * The order form's one react-hook-form (contact, method, card; a resolver over the domain rules), opened with
 * the stored contact fields, or the confirmation's saved ones (a logged-in customer) when none are stored.
 */
export function useOrderForm(customer: OrderConfirmation['customer']) {
  const defaultValues = useMemo(() => initialOrderFormFields(readStoredOrderForm()), []);
  const form = useForm<OrderFormFields>({ mode: 'onTouched', resolver: orderFormResolver, defaultValues });
  useEffect(() => {
    if (!customer) return;
    const current = form.getValues();
    if (!current.name && !current.email && !current.phoneNumber)
      form.reset({ ...current, name: customer.name, email: customer.email, phoneNumber: customer.phoneNumber });
  }, [customer, form]);
  return form;
}
