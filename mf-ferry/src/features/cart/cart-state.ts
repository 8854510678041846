import { persistedAtom } from '../storage/persisted-atom';
import { emptyCart, type FerryCart, isCart } from './cart-model';

/** The selected tickets, one per leg, in three operator groups; kept for the tab's session. */
export const cartAtom = persistedAtom<FerryCart>('ferry.cart', emptyCart(), isCart);
