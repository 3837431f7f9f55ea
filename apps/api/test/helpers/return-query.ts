/**
 * Razorpay's return query (`razorpay_*` on the return URL) as the web app's payment page passes it to
 * `GET /api/payments`, for the order `orderId`.
 */
export function paymentReturnQuery(returnUrl: string, orderId: string): Record<string, string> {
  const q = new URL(returnUrl).searchParams;
  return {
    payment_id: q.get('razorpay_payment_id') ?? '',
    order_id: orderId,
    payment_link_id: q.get('razorpay_payment_link_id') ?? '',
    payment_link_reference_id: q.get('razorpay_payment_link_reference_id') ?? '',
    payment_link_status: q.get('razorpay_payment_link_status') ?? '',
    signature: q.get('razorpay_signature') ?? '',
  };
}
