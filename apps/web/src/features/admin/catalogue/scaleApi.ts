import type { BulkAction, BulkEditReply } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { getToken } from '../../../lib/storage.ts';
import { ADMIN_KEY, useAdminRead } from '../shared/adminApi.ts';
import type { ProductsQuery } from './productsApi.ts';

/** The catalogue at scale: low stock, bulk edits and the catalogue CSV import. */

export interface LowStock {
  threshold: number;
  sizes: { productId: string; title: string; size: string; quantity: number }[];
}

export function useLowStock() {
  return useAdminRead<LowStock>(['low-stock'], '/api/admin/low-stock', { staleTime: 5_000 });
}

export type BulkSelection =
  | { ids: string[] }
  | { filter: Omit<ProductsQuery, 'pageNumber' | 'pageSize' | 'sort'> };

export function useBulkEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ selection, action }: { selection: BulkSelection; action: BulkAction }) =>
      api<BulkEditReply>('/api/admin/products/bulk', { method: 'POST', body: { ...selection, action } }),
    onSettled: () =>
      Promise.all(
        [[ADMIN_KEY], ['products'], ['product']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export interface RowError {
  row: number;
  column: string;
  message: string;
}
export interface ImportSummary {
  format: 'moonmade' | 'shopify';
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  pictures: number;
  errors: RowError[];
}

/**
 * Sends the CSV with XMLHttpRequest, the one browser API that reports upload progress (fetch does not),
 * so a big file shows a progress bar. A refused import answers its summary in the error's details.
 */
export function uploadCatalogue(
  file: File,
  dryRun: boolean,
  onProgress: (fraction: number) => void,
): Promise<ImportSummary> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/products/import${dryRun ? '?dryRun=true' : ''}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'We could not reach the shop. Check your connection and try again.'));
    xhr.onload = () => {
      let body: { code?: string; message?: string; details?: ImportSummary } & Partial<ImportSummary> = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: handled below
      }
      if (xhr.status === 200) return resolve(body as ImportSummary);
      if (body.code === 'IMPORT_INVALID' && body.details) return resolve(body.details);
      reject(new ApiError(xhr.status, body.code ?? 'UNKNOWN', body.message ?? 'The import failed'));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
