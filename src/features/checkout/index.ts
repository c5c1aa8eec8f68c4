export { OrderForm } from './OrderForm';
export { OrderComplete } from './OrderComplete';
export { SelectOrders } from './SelectOrders';
export { TermsOfSale } from './TermsOfSale';
export { OrderLines } from './OrderLines';
export { PriceSummary } from './PriceSummary';
