import type { DeliveryCheck } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { deliveryQuery, PINCODE_PATTERN } from '../delivery/index.ts';

/**
 * The address form: once a whole PIN code is in, India Post's directory names its state (chosen for the
 * shopper) and its city (for the form to fill in when its field is empty), once per PIN.
 */
export function usePincodeFill(
  pincode: string,
  fill: (place: { state: string | null; city: string | null }) => void,
): { check: DeliveryCheck | undefined; unknown: boolean } {
  const trimmed = pincode.trim();
  const result = useQuery(deliveryQuery(PINCODE_PATTERN.test(trimmed) ? trimmed : ''));
  const applied = useRef<string | null>(null);
  const fillRef = useRef(fill);
  fillRef.current = fill;

  useEffect(() => {
    const check = result.data;
    if (!check || check.pincode !== trimmed || applied.current === check.pincode) return;
    applied.current = check.pincode;
    fillRef.current({ state: check.state, city: check.city });
  }, [result.data, trimmed]);

  return {
    check: result.data?.pincode === trimmed ? result.data : undefined,
    unknown: result.isError && PINCODE_PATTERN.test(trimmed),
  };
}
