/** Accounts: login return screen, the account part of the my-menu panel, saved cards, and the mock's stand-ins. */
export { AccountMenu, type AccountMenuProps } from './AccountMenu';
export { LoginRedirectScreen } from './LoginRedirectScreen';
export { SavedCardsDialog } from './SavedCardsDialog';
