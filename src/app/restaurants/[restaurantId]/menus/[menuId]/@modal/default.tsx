/** No sheet on a full page load (the item URL then renders its own page). */
export default function ModalDefault() {
  return null;
}
