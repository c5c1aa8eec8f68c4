/** Public entry of the menus feature (SPEC 2 menu routes and "Menu-book popup", SPEC 4 "Menus and receive time"). */
export { MenuListScreen } from './MenuListScreen';
export { MenuTag } from './MenuTag';
export { MenuScreen } from './MenuScreen';
export { useCallbackGuard } from './use-callback-guard';
export { useMenuContext, type MenuContext } from './use-menu-context';
export { applyMenuViewOnly, useMenuViewOnly } from './view-only';
export { useMenuItemRequest, type MenuItemRequest } from './menu-item-query';
export { menuItemQueryOptions } from './menu-query-options';
