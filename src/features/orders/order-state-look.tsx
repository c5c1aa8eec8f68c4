import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import PaymentOutlinedIcon from '@mui/icons-material/PaymentOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SoupKitchenOutlinedIcon from '@mui/icons-material/SoupKitchenOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { OrderState } from '@/api/generated/models';
import { type OrderStateIcon, type OrderStateTone, orderStateLook } from '@/domain/order-state';

const ICONS: Readonly<Record<OrderStateIcon, typeof SvgIcon>> = {
  payment: PaymentOutlinedIcon,
  received: ReceiptLongOutlinedIcon,
  cooking: SoupKitchenOutlinedIcon,
  ready: CheckCircleIcon,
  handedOver: DoneAllIcon,
  canceled: CancelOutlinedIcon,
};

/** The icon of a state (decorative: the state's word is always written beside it). */
export function OrderStateIconOf({ state }: { state: OrderState }) {
  const { icon } = orderStateLook(state);
  const Icon = ICONS[icon];
  return <Icon fontSize="small" aria-hidden data-icon={icon} />;
}

// Decision (issue 27 item 7, text contrast ≥ 4.5): the filled colour of a tone is its palette `main` with its
// `contrastText` (white: info #01579b, secondary #37474f, success #2e7d32, error #c62828 are all ≥ 5:1), except
// amber, where white on warning.main is only 3.1:1, so it carries the dark text colour (#212121, 5.2:1), and the
// neutral grey, which is grey.700 (#616161) with white (6.2:1).
export function toneColours(tone: OrderStateTone): { bgcolor: string; color: string } {
  if (tone === 'warning') return { bgcolor: 'warning.main', color: 'text.primary' };
  if (tone === 'default') return { bgcolor: 'grey.700', color: 'common.white' };
  return { bgcolor: `${tone}.main`, color: `${tone}.contrastText` };
}

/** The filled colours of a state, for a chip or a banner; icons inside take the text colour. */
export function stateColours(state: OrderState) {
  const colours = toneColours(orderStateLook(state).tone);
  return { ...colours, '& .MuiChip-icon, & .MuiAlert-icon': { color: 'inherit', opacity: 1 } };
}
