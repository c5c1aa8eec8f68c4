/** Public entry of the item feature (SPEC 2 "Item detail", SPEC 4 "Add-to-cart flow"). */
export { ItemPage } from './ItemPage';
export { ItemSheet } from './ItemSheet';
export { ItemSheetLoading } from './ItemSheetLoading';
