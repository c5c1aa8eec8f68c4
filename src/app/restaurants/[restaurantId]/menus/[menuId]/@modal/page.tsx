/** No sheet on the menu page itself: a navigation back to the menu closes the sheet. */
export default function ModalOnMenu() {
  return null;
}
