export { OrderForm } from './OrderForm';
export { OrderComplete } from './OrderComplete';
export { SelectOrders } from './SelectOrders';
export { TermsOfSale } from './TermsOfSale';
export { MockStandin } from './MockStandin';
export { isStandinWallet, STANDIN_WALLETS, type StandinProvider } from './standin-providers';
export { OrderLines } from './OrderLines';
export { PriceSummary } from './PriceSummary';
