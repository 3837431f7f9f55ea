/** Shiprocket's names of its shipment status ids (its "Shipment Status Codes" table), as its tracking shows them. */
export const SHIPROCKET_STATUS_LABELS: Readonly<Record<number, string>> = {
  6: 'SHIPPED',
  7: 'DELIVERED',
  8: 'CANCELED',
  9: 'RTO INITIATED',
  10: 'RTO DELIVERED',
  17: 'OUT FOR DELIVERY',
  18: 'IN TRANSIT',
  19: 'OUT FOR PICKUP',
  21: 'UNDELIVERED',
  38: 'REACHED AT DESTINATION HUB',
  42: 'PICKED UP',
};
