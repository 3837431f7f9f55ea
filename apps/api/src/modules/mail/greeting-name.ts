/**
 * The name a mail about an order greets. A guest order greets the name typed at its own checkout: the guest row
 * of an email is shared by whoever checks out with it, so its name is nobody's in particular (S74). An account's
 * order greets the account holder.
 */
export function greetingName(
  order: { accessRef: string | null; shippingAddress: { firstName: string } },
  accountFirstName: string,
): string {
  return order.accessRef ? order.shippingAddress.firstName : accountFirstName;
}
