import { ItemSheetLoading } from '@/features/item';

/** The sheet with the item's skeleton, shown the moment an item is tapped on the menu page (issue 16 item 9). */
export default function ItemSheetOverMenuLoading() {
  return <ItemSheetLoading />;
}
