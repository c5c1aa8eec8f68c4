import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import PaymentOutlinedIcon from '@mui/icons-material/PaymentOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SoupKitchenOutlinedIcon from '@mui/icons-material/SoupKitchenOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { OrderState } from '@/api/generated/models';
import { type OrderStateIcon, orderStateLook } from '@/domain/order-state';

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
