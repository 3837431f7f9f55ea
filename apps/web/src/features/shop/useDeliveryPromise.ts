import { deliveryPromise } from '@shop/contracts';
import { useShop } from './shopQuery.ts';

/** "Free delivery on every order" or "… on orders of ₹499 and above", from the shop's config; undefined until known. */
export function useDeliveryPromise(): string | undefined {
  const delivery = useShop().data?.delivery;
  return delivery ? deliveryPromise(delivery) : undefined;
}
