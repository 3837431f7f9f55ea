import type { DeliveryRule, DeliveryRulesReply } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sendFile } from '../../../lib/sendFile.ts';
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
 * PUT /api/admin/delivery-rules/csv with the file's text as `text/csv`. A refused file
 * comes back as an ApiError whose details list every bad row.
 */
async function uploadRulesCsv(text: string): Promise<DeliveryRulesReply> {
  const reply = await sendFile<DeliveryRulesReply>(
    '/api/admin/delivery-rules/csv',
    { method: 'PUT', body: new Blob([text], { type: 'text/csv' }) },
    (data) => !!data.rules,
    { code: 'UNKNOWN', message: 'The upload failed' },
  );
  return { rules: reply.rules };
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
