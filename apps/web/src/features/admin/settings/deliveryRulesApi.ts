import type { DeliveryRule, DeliveryRulesReply } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { getToken } from '../../../lib/storage.ts';
import { ADMIN_KEY } from '../shared/adminApi.ts';

export type StoredRule = DeliveryRulesReply['rules'][number];
const RULES_KEY = [ADMIN_KEY, 'delivery-rules'];

export function useDeliveryRules() {
  return useQuery({
    queryKey: RULES_KEY,
    queryFn: ({ signal }) => api<DeliveryRulesReply>('/api/admin/delivery-rules', { signal }),
  });
}

/**
 * PUT /api/admin/delivery-rules/csv with the file's text as `text/csv` (api() speaks JSON only). A refused file
 * comes back as an ApiError whose details list every bad row.
 */
async function uploadRulesCsv(text: string): Promise<DeliveryRulesReply> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'text/csv' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/api/admin/delivery-rules/csv', { method: 'PUT', headers, body: text });
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach the shop. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => ({}))) as Partial<DeliveryRulesReply> & {
    code?: string;
    message?: string;
    details?: unknown;
  };
  if (!response.ok || !data.rules)
    throw new ApiError(
      response.status,
      data.code ?? 'UNKNOWN',
      data.message ?? 'The upload failed',
      data.details,
    );
  return { rules: data.rules };
}

/** The whole set of rules replaced: by a JSON list (add, remove) or by an uploaded CSV. */
export function useReplaceDeliveryRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { rules: DeliveryRule[] } | { csv: string }) =>
      'csv' in input
        ? uploadRulesCsv(input.csv)
        : api<DeliveryRulesReply>('/api/admin/delivery-rules', {
            method: 'PUT',
            body: { rules: input.rules },
          }),
    onSuccess: (reply) => {
      queryClient.setQueryData(RULES_KEY, reply);
      return queryClient.invalidateQueries({ queryKey: ['delivery'] });
    },
  });
}

/** The rules as the CSV the upload takes, for the owner to edit in a spreadsheet and upload again. */
export function rulesCsv(rules: StoredRule[]): string {
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  const lines = rules.map((r) => `${r.prefix},${yesNo(r.serviceable)},${yesNo(r.cod)},${r.extraDays}`);
  return `${['pincode,serviceable,cod,extraDays', ...lines].join('\n')}\n`;
}
